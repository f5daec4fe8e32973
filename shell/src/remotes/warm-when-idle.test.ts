import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preloadRemotePage, warmRemotePage } from './remotes.ts';
import { warmNextSectionsWhenIdle } from './warm-when-idle.ts';

vi.mock('./remotes.ts', () => ({
  warmRemotePage: vi.fn(() => Promise.resolve()),
  preloadRemotePage: vi.fn(() => Promise.resolve()),
}));

const warm = vi.mocked(warmRemotePage);
const preload = vi.mocked(preloadRemotePage);
let idle: (() => void)[] = [];
let readyState: DocumentReadyState = 'loading';

beforeEach(() => {
  warm.mockClear();
  preload.mockClear();
  idle = [];
  readyState = 'loading';
  vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  vi.stubGlobal('requestIdleCallback', (run: () => void) => idle.push(run));
  window.history.replaceState(null, '', '/');
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'connection');
});

const load = () => {
  readyState = 'complete';
  window.dispatchEvent(new Event('load'));
};
const runIdle = () => idle.splice(0).forEach((run) => run());

describe('warming the next sections', () => {
  it('waits for the load event, then for the browser to be idle', async () => {
    warmNextSectionsWhenIdle();
    runIdle();
    expect(warm).not.toHaveBeenCalled();
    load();
    await Promise.resolve();
    expect(warm).not.toHaveBeenCalled();
    runIdle();
    expect(warm.mock.calls).toEqual([['startups/StartupsPage'], ['technologies/TechnologiesPage']]);
  });

  it('on a section, only downloads the other sections, once idle after the load event', () => {
    window.history.replaceState(null, '', '/startups');
    warmNextSectionsWhenIdle();
    runIdle();
    expect(preload).not.toHaveBeenCalled();
    load();
    runIdle();
    expect(preload.mock.calls).toEqual([['technologies/TechnologiesPage']]);
    expect(warm).not.toHaveBeenCalled();
  });

  it('fetches nothing when the visitor asked to save data', async () => {
    Object.defineProperty(navigator, 'connection', {
      configurable: true,
      value: { saveData: true },
    });
    warmNextSectionsWhenIdle();
    load();
    await Promise.resolve();
    runIdle();
    expect(warm).not.toHaveBeenCalled();
    expect(preload).not.toHaveBeenCalled();
  });
});
