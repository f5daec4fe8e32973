// What `--target compose` and `--target swarm` share: asking Docker, and the folder of a local
// volume on this machine, which the commands then read and write as they do `.run/remotes`.
import { execFileSync } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { join } from 'node:path';
import { errorCode, messageOf } from './errors.mjs';

/** The volume that holds the published versions, the deploy history and the live manifest. */
export const STATE_VOLUME = 'remote-state';

/** @param {string[]} args */
export function docker(args) {
  try {
    return execFileSync('docker', args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
  } catch (error) {
    const stderr =
      typeof error === 'object' && error !== null && 'stderr' in error ? error.stderr : undefined;
    const detail =
      errorCode(error) === 'ENOENT' ? 'docker no está instalado' : String(stderr ?? '');
    throw new Error(`No se pudo consultar Docker: ${detail.trim() || messageOf(error)}`, {
      cause: error,
    });
  }
}

/**
 * The folder of a local volume on this machine, checked writable, as the commands' state folder
 * and, in its live/, the live manifest's.
 * @param {string} volume
 */
export function volumeState(volume) {
  const folder = docker(['volume', 'inspect', '--format', '{{.Mountpoint}}', volume]).trim();
  try {
    accessSync(folder, constants.R_OK | constants.W_OK);
  } catch (error) {
    throw new Error(
      `No se puede escribir en el volumen ${volume} (${folder}): ejecuta la orden con acceso a ` +
        'los volúmenes de Docker (root).',
      { cause: error },
    );
  }
  return { REMOTES_STATE_DIR: folder, RUNTIME_CONFIG_DIR: join(folder, 'live') };
}
