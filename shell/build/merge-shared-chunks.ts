import type { Plugin } from 'vite';

// @module-federation/vite names its own code-splitting group with this priority (the highest a
// user group cannot reach); its name function puts each shared library's loader in a chunk.
const FEDERATION_GROUP_PRIORITY = 1e6;
const LOAD_SHARE_CHUNK = '__loadShare__';

/**
 * The shell's shared libraries (react, react-dom and its client, the JSX runtime, axios and the
 * loader of @sistema/shared) in one chunk instead of one per library. The plugin gives each its
 * own chunk so that a remote consuming one library does not download the others; the shell is the
 * host that provides them all, and every page of it imports every one at start-up (the HTML
 * preloads them all), so splitting them only costs: six files, each loader's helpers compressed
 * again, −4.4 kB of gzip on /startups. Each loader still runs its own code (it registers the
 * shell's copy unless one is already shared), only from one file; the remotes' builds keep the
 * plugin's split.
 */
export function mergeSharedChunks(): Plugin {
  return {
    name: 'sistema:merge-shared-chunks',
    apply: 'build',
    outputOptions(output) {
      const splitting = output.codeSplitting;
      const isFederationGroup = (group: { priority?: number; name?: unknown }) =>
        group.priority === FEDERATION_GROUP_PRIORITY && typeof group.name === 'function';
      if (typeof splitting !== 'object' || !splitting.groups?.some(isFederationGroup)) {
        // The plugin changed how it splits: build as it does, but say so.
        this.warn("the federation plugin's code-splitting group was not found: not merged");
        return null;
      }
      const groups = splitting.groups.map((group) => {
        const { name } = group;
        if (!isFederationGroup(group) || typeof name !== 'function') return group;
        return {
          ...group,
          name: (id: string, context: Parameters<typeof name>[1]) => {
            const chunk = name(id, context);
            return chunk?.includes(LOAD_SHARE_CHUNK) ? 'shared-libs' : chunk;
          },
        };
      });
      return { ...output, codeSplitting: { ...splitting, groups } };
    },
  };
}
