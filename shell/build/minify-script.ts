import { minifySync } from 'vite';

/**
 * Minifies a script the build emits as an asset, which Vite's minifier never sees (it minifies
 * chunks only): the classic scripts of the shell's <head> and the federation plugin's bootstrap.
 * `module` tells a module (its top-level names are its own) from a classic script.
 */
export function minifyScript(fileName: string, code: string, module: boolean): string {
  const result = minifySync(fileName, code, { module, compress: true, mangle: true });
  if (result.errors.length > 0)
    throw new Error(`${fileName}: ${result.errors.map((error) => error.message).join('; ')}`);
  return result.code;
}
