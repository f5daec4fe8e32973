// What `npm start` and `npm run start:nginx` call once the shell's build has written its default
// remotes.json, before the API starts: the versions deployed with `npm run remote` stay live across
// restarts and rebuilds, and the API gets the operators' token (OPERATOR_TOKEN) that
// `npm run remote -- status` reads the load failures with.
import { messageOf } from './errors.mjs';
import { restoreLiveVersions } from './live.mjs';
import { ensureOperatorToken } from './operator-token.mjs';

/**
 * A failure is reported, never fatal: the system starts as built.
 * @param {string} [manifestPath]  the shell's remotes.json (default: the live manifest's path)
 */
export function prepareRemoteDeploys(manifestPath) {
  try {
    process.env.OPERATOR_TOKEN = ensureOperatorToken();
  } catch (error) {
    console.error(`✖ Sin token de operador para los fallos de carga: ${messageOf(error)}`);
  }
  try {
    const restored = restoreLiveVersions(manifestPath);
    if (restored.length > 0)
      console.log(`▶ Versiones en vivo de los remotos: ${restored.join(', ')}`);
  } catch (error) {
    console.error(`✖ No se pudieron restaurar las versiones en vivo: ${messageOf(error)}`);
  }
}
