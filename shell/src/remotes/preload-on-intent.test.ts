import { afterEach, describe, expect, it, vi } from 'vitest';
import { preloadOnIntent } from './preload-on-intent.ts';
import { warmRemotePage } from './remotes.ts';
import { prefetchRouteData } from './route-data.ts';

vi.mock('./remotes.ts', () => ({
  configureRemotes: vi.fn(() => Promise.resolve()),
  warmRemotePage: vi.fn(() => Promise.resolve()),
}));
vi.mock('./route-data.ts', () => ({ prefetchRouteData: vi.fn() }));

const warm = vi.mocked(warmRemotePage);
const prefetch = vi.mocked(prefetchRouteData);

afterEach(() => {
  vi.clearAllMocks();
  window.history.replaceState(null, '', '/');
});

describe('a link to a section', () => {
  it('warms its page on hover, focus or touch, and reads nothing before the click', () => {
    const props = preloadOnIntent('/technologies');
    props.onMouseEnter?.();
    props.onFocus?.();
    props.onTouchStart?.();
    expect(warm.mock.calls).toEqual([
      ['technologies/TechnologiesPage'],
      ['technologies/TechnologiesPage'],
      ['technologies/TechnologiesPage'],
    ]);
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('starts its first read, unfiltered, on the click, then runs the link’s own handler', async () => {
    // A filtered list of the other section: its search is not the new section's.
    window.history.replaceState(null, '', '/startups?q=agua');
    const closeMenu = vi.fn();
    preloadOnIntent('/technologies', closeMenu).onClick?.();
    await vi.waitFor(() => expect(prefetch.mock.calls).toEqual([['technologies', '']]));
    expect(closeMenu).toHaveBeenCalledOnce();
  });

  it('reads nothing when the click stays on the section shown', async () => {
    window.history.replaceState(null, '', '/technologies?q=react');
    preloadOnIntent('/technologies').onClick?.();
    // Longer than the read would take to leave after remotes.json.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('keeps only the link’s own handler when it leads to no section', () => {
    const closeMenu = vi.fn();
    expect(preloadOnIntent('/', closeMenu)).toEqual({ onClick: closeMenu });
    expect(preloadOnIntent('/')).toEqual({});
  });
});
