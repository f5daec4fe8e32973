import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { sharedSingletons } from '../../shared/build/vite-common.ts';

/** The installed version of `pkg` as the shell's build resolves it (its own node_modules first). */
function installedVersion(pkg: string, shellDir: string): string {
  const candidates = [shellDir, join(shellDir, '..')].map((dir) =>
    join(dir, 'node_modules', pkg, 'package.json'),
  );
  const file = candidates.find((path) => existsSync(path));
  if (!file) throw new Error(`No se encontró ${pkg} instalado para el shell`);
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

const versionsFor = (root: string) =>
  Object.fromEntries(
    Object.keys(sharedSingletons).map((pkg) => [pkg, installedVersion(pkg, root)]),
  );

/**
 * The version of each singleton this shell provides, in two places: emitted as
 * shared-versions.json, which `npm run remote -- deploy` reads from the live shell to refuse a
 * remote built against another major, and defined as __SISTEMA_SHARED_VERSIONS__ for the shell's
 * own check of a remote made live by hand (src/remotes/shared-compat.ts). See
 * docs/decisions/009-versioned-remotes-and-the-live-manifest.md.
 */
export function sharedVersions(): Plugin {
  let root = '';
  return {
    name: 'sistema:shared-versions',
    config: (config) => ({
      define: {
        __SISTEMA_SHARED_VERSIONS__: JSON.stringify(versionsFor(resolve(config.root ?? ''))),
      },
    }),
    configResolved(config) {
      root = config.root;
    },
    generateBundle() {
      const shared = versionsFor(root);
      this.emitFile({
        type: 'asset',
        fileName: 'shared-versions.json',
        source: `${JSON.stringify({ shared }, null, 2)}\n`,
      });
    },
  };
}
