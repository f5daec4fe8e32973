import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

const isExecutable = (path) => {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** The nginx binary: $NGINX_BIN, else nginx on PATH or in the sbin folders; null when missing. */
export function findNginx() {
  const fromEnv = process.env.NGINX_BIN;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin'];
  return dirs.map((dir) => join(dir, 'nginx')).find(isExecutable) ?? null;
}
