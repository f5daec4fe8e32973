// Programs of the machine the tooling runs (nginx, setsid), looked up on PATH like a shell would.
import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/** @param {string} path */
export const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/**
 * The path of program `name` on PATH, else in `extraDirs`; null when missing.
 * @param {string} name
 * @param {string[]} [extraDirs]
 */
export function findExecutable(name, extraDirs = []) {
  const dirs = [...(process.env.PATH ?? '').split(delimiter).filter(Boolean), ...extraDirs];
  return dirs.map((dir) => join(dir, name)).find(isExecutable) ?? null;
}
