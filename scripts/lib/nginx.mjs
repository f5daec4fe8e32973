import { findExecutable, isExecutable } from './executables.mjs';

/** The nginx binary: $NGINX_BIN, else nginx on PATH or in the sbin folders; null when missing. */
export function findNginx() {
  const fromEnv = process.env.NGINX_BIN;
  if (fromEnv) return isExecutable(fromEnv) ? fromEnv : null;
  return findExecutable('nginx', ['/usr/sbin', '/usr/local/sbin']);
}
