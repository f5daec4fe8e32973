// The operators' secret for reading the remotes' load failures (GET /v1/api/remote-loads/failures):
// OPERATOR_TOKEN, else a random one kept in the state folder, readable by its owner only, which the
// start scripts hand to the API and `npm run remote -- status` reads back.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { errorCode } from './errors.mjs';
import { stateDir } from './paths.mjs';

/** @param {NodeJS.ProcessEnv} env */
const tokenFile = (env) => join(stateDir(env), 'operator-token');

/** The token, created on first use. */
export function ensureOperatorToken(env = process.env) {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  const file = tokenFile(env);
  if (!existsSync(file)) {
    mkdirSync(stateDir(env), { recursive: true });
    // 'wx': two start-ups at once keep the first one's token.
    try {
      writeFileSync(file, randomBytes(24).toString('hex'), { mode: 0o600, flag: 'wx' });
    } catch (error) {
      if (errorCode(error) !== 'EEXIST') throw error;
    }
  }
  return readFileSync(file, 'utf8').trim();
}

/** The token if there is one (never creates it): what `status` sends. */
export function readOperatorToken(env = process.env) {
  if (env.OPERATOR_TOKEN) return env.OPERATOR_TOKEN;
  const file = tokenFile(env);
  return existsSync(file) ? readFileSync(file, 'utf8').trim() : undefined;
}
