// Test-only: imported by the remotes' tests by relative path.
import { vi } from 'vitest';

/** A phone: the page's media query for narrow screens matches (undo with vi.unstubAllGlobals). */
export function stubNarrowScreen() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}
