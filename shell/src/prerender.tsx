// Build time only (shell/build/prerender.ts renders it in Node): the shell's first screen of a
// route as static HTML, so the page shows its header, footer and heading before any script runs.
// The client still mounts with createRoot, which replaces this markup by the same layout.
import { renderToStaticMarkup } from 'react-dom/server';
// A memory router for one render in Node; the browser's data router comes from @sistema/shared.
// eslint-disable-next-line no-restricted-imports -- server-side only, never in a browser bundle
import { MemoryRouter } from 'react-router-dom';
import { App } from './App.tsx';

/** The route's markup, and the document title its page sets (React hoists <title> to the head). */
export function renderRoute(path: string): { html: string; title: string | null } {
  const markup = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <App />
    </MemoryRouter>,
  );
  let title: string | null = null;
  const html = markup.replace(/<title>([^<]*)<\/title>/, (_, text: string) => {
    title = text;
    return '';
  });
  return { html, title };
}
