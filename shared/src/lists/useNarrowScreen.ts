import { useSyncExternalStore } from 'react';

// Below 960 px a list shows its phone form: the startups table needs ~900 px (its virtualised
// form is at least 56rem wide, plus padding); the technology cards go to one column. Kept in step
// with the stylesheets (.startup-stack, .card-grid).
const NARROW_SCREEN = '(max-width: 959px)';

const query = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null;

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** A phone or a narrow window: stacked items, one column, and the sort select instead of headers. */
export function useNarrowScreen() {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
