import { useSyncExternalStore } from 'react';

// The table needs ~900 px (its virtualised form is at least 56rem wide, plus the page's padding):
// below that the startups are stacked items. Kept in step with theme.css's .startup-stack rules.
const NARROW_SCREEN = '(max-width: 959px)';

const query = () =>
  typeof window.matchMedia === 'function' ? window.matchMedia(NARROW_SCREEN) : null;

function subscribe(onChange: () => void) {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** A phone or a narrow window: the stacked list and the sort select instead of the table. */
export function useNarrowScreen() {
  return useSyncExternalStore(subscribe, () => query()?.matches ?? false);
}
