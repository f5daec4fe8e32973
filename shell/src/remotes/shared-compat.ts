// A remote made live by hand (remotes.json edited) may have been built against another major of a
// singleton the shell provides. Running it would mix two majors in one page — or load a second
// copy — so the shell reads the remote's mf-manifest.json first and, on a mismatch, fails that
// route with its Spanish fallback (RemoteErrorBoundary) without running a line of the remote.
// `npm run remote -- deploy` refuses such a version before it ever goes live
// (docs/decisions/009-versioned-remotes-and-the-live-manifest.md).

/** The parts of a remote's mf-manifest.json the shell reads: its shared modules, its pages' files. */
export interface RemoteManifest {
  shared?: { name?: string; version?: string; requiredVersion?: string }[];
  exposes?: { name?: string; assets?: { js?: { sync?: string[]; async?: string[] } } }[];
}

const majorOf = (version: string | undefined) => /^\D*(\d+)\./.exec(version ?? '')?.[1];

/**
 * The singletons a remote needs in another major than the shell provides (its build's version, or
 * a caret/exact requirement), as "name 2.0.0 (el shell tiene 1.0.0)"; [] when it fits.
 */
export function incompatibleShares(
  manifest: RemoteManifest,
  shellVersions: Record<string, string>,
): string[] {
  const problems: string[] = [];
  for (const share of manifest.shared ?? []) {
    const provided = share.name ? shellVersions[share.name] : undefined;
    if (!share.name || !provided) continue;
    const required = share.requiredVersion?.trim() ?? '';
    const requiredMajor = /^[\^~=]?\d/.test(required) ? majorOf(required) : undefined;
    for (const wanted of [majorOf(share.version), requiredMajor]) {
      if (wanted !== undefined && wanted !== majorOf(provided)) {
        problems.push(`${share.name} ${share.version ?? required} (el shell tiene ${provided})`);
        break;
      }
    }
  }
  return problems;
}

declare global {
  interface Window {
    /** Each remote's mf-manifest.json (null when not found), by URL, requested once per page by
     * whichever asks first: this module or the build's head script (remote-preload.js). */
    __sistemaRemoteManifests?: Record<string, Promise<unknown> | undefined>;
  }
}

/** The manifest at `url`, through the request remote-preload.js may have started already. */
export function readManifest(url: string): Promise<RemoteManifest | null> {
  const manifests = (window.__sistemaRemoteManifests ??= {});
  manifests[url] ??= fetch(url).then((response) => (response.ok ? response.json() : null));
  return manifests[url] as Promise<RemoteManifest | null>;
}

declare const __SISTEMA_SHARED_VERSIONS__: Record<string, string> | undefined;

/** What this shell build provides (defined by shell/build/shared-versions.ts). */
const shellVersions = () =>
  typeof __SISTEMA_SHARED_VERSIONS__ === 'undefined' ? {} : __SISTEMA_SHARED_VERSIONS__;

/**
 * Throws a Spanish error when the remote at `entry` needs another major of a shared singleton. A
 * manifest that cannot be read (a dev server without one, a network error) checks nothing: loading
 * the remote then fails or works on its own.
 */
export async function assertSharesFit(name: string, entry: string): Promise<void> {
  let manifest: RemoteManifest | null;
  try {
    manifest = await readManifest(new URL('mf-manifest.json', entry).href);
  } catch {
    return;
  }
  if (!manifest) return;
  const problems = incompatibleShares(manifest, shellVersions());
  if (problems.length > 0) {
    throw new Error(
      `El remoto ${name} se compiló con otra versión mayor de un módulo compartido: ${problems.join(', ')}`,
    );
  }
}
