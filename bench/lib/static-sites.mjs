// Starts bench/lib/static-server.mjs (its own process) with the sites of the run.
import { join } from 'node:path';
import { BENCH_DIR } from './paths.mjs';
import { waitForUrl } from './ports.mjs';
import { startProcess } from './processes.mjs';

export async function startStaticSites(sites) {
  const handle = startProcess('static', process.execPath, [
    join(BENCH_DIR, 'lib', 'static-server.mjs'),
    JSON.stringify({ sites }),
  ]);
  for (const site of sites) {
    await waitForUrl(`http://127.0.0.1:${site.port}/`, { died: handle.exited, timeoutMs: 20_000 });
  }
  return handle;
}

/** remotes.json for a federated shell served by the bench. */
export function remotesJson(startupsPort, technologiesPort) {
  return JSON.stringify({
    remotes: {
      startups: `http://127.0.0.1:${startupsPort}/remoteEntry.js`,
      technologies: `http://127.0.0.1:${technologiesPort}/remoteEntry.js`,
    },
    apiBaseUrl: '/v1/api',
  });
}
