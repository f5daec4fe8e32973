import type { Plugin } from 'vite';

/**
 * A federated host's start-up is a chain: the HTML's bootstrap waits for the federation runtime,
 * which then imports each shared module's provider, whose own imports come after. The HTML names only
 * the first links of that chain; over a slow network each later link costs one more round trip
 * before its bytes even start. This adds a modulepreload hint for every chunk the page's scripts
 * reach — through static and dynamic imports, or by file name (the federation bootstrap imports
 * hostInit and pendingShares by string) — except the `__prebuild__` fallbacks an app uses only when
 * no other app provides a shared module, so the whole start-up downloads at once.
 */
export function preloadStartupChunks(): Plugin {
  return {
    name: 'sistema:preload-startup-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const { bundle, chunk: entry } = ctx;
        if (!bundle || !entry) return html;
        const scripts = Object.keys(bundle).filter(
          (name) => name.endsWith('.js') && !name.includes('__prebuild__'),
        );
        const textOf = (name: string) => {
          const item = bundle[name];
          if (!item) return '';
          return item.type === 'chunk' ? item.code : String(item.source);
        };
        const reached = new Set<string>();
        const visit = (name: string) => {
          if (reached.has(name) || !scripts.includes(name)) return;
          reached.add(name);
          const item = bundle[name];
          if (item?.type === 'chunk') [...item.imports, ...item.dynamicImports].forEach(visit);
          const text = textOf(name);
          for (const other of scripts)
            if (text.includes(other.split('/').pop() ?? other)) visit(other);
        };
        visit(entry.fileName);
        // What the federation plugin's bootstrap (which replaces the entry script) imports first.
        for (const name of scripts) if (/\/(hostInit|pendingShares)-/.test(name)) visit(name);
        for (const name of scripts) if (html.includes(`/${name}"`)) visit(name);
        const links = [...reached]
          .filter((name) => !html.includes(`/${name}"`))
          .map((name) => `<link rel="modulepreload" crossorigin href="/${name}">`)
          .join('');
        return html.replace('</head>', `${links}</head>`);
      },
    },
  };
}
