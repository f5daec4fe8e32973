import { REMOTE_PAGES } from './preload-on-intent.ts';
import { preloadRemotePage, warmRemotePage } from './remotes.ts';

// After the page's load event, once the browser is idle, the sections the visitor may open next
// get their remote's page fetched and run (remotes.ts, warmRemotePage), so that a click on their
// link only renders; on a section, the other sections' pages are fetched but not run
// (preloadRemotePage), so that a click there waits for no download. The budget is what each
// remote's size budget covers (its entry and its page's chunks, scripts/size/budgets.json, 14 kB
// gzip at most) plus its manifest, for at most MAX_SECTIONS remotes: never the list's data, never
// the fallback copies of shared libraries. Nothing before the load event (the page's own downloads
// come first), and nothing at all when the visitor asked the browser to save data (a link still
// warms its section on hover, focus or touch).

/** How many sections are warmed after a load: the two there are, and no more as the app grows. */
const MAX_SECTIONS = 2;

/** Save-Data, where the browser tells it (Chromium); elsewhere unknown, taken as not asked. */
const savesData = () =>
  (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback: a second after the load event stands in for idle there.
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run);
  else window.setTimeout(run, 1_000);
}

export function warmNextSectionsWhenIdle(): void {
  if (savesData()) return;
  const here = REMOTE_PAGES.get(window.location.pathname);
  const pages = [...REMOTE_PAGES.values()].filter((id) => id !== here).slice(0, MAX_SECTIONS);
  // On a section, running another remote's code while the visitor works there cost its filters
  // (arrowing a select made two history entries and two reads: e2e first-second and list-ux), so
  // there the pages are only downloaded. A link's hover still runs its section's page.
  const warm = here ? preloadRemotePage : warmRemotePage;
  const start = () => whenIdle(() => pages.forEach((id) => void warm(id)));
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
