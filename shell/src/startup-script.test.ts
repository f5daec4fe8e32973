// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BOOT_DEADLINE_AFTER_LOAD_MS,
  BOOT_DEADLINE_MS,
  BOOT_FAILURE_TEMPLATE,
  BOOT_RELOAD_DELAY_MS,
  BOOT_RELOAD_INTERVAL_MS,
  BOOT_RELOAD_KEY,
  STARTUP_SCRIPT,
} from '../build/first-paint.ts';

// What the prerendered page holds: the scripts, inert, until STARTUP_SCRIPT starts them; the
// first screen, drawn from the HTML; the message of a page that cannot start, inert too.
function page() {
  document.head.innerHTML =
    '<template id="startup-scripts"><script type="module" src="/assets/entry.js"></script>' +
    '<link rel="modulepreload" href="/assets/a.js"></template>';
  document.body.innerHTML =
    '<div id="root"><div class="site"><main><h1>Gestión de Startups</h1></main></div></div>' +
    BOOT_FAILURE_TEMPLATE;
}
// It is text, as the page holds it: run as such.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
const runStartupScript = new Function(STARTUP_SCRIPT) as () => void;
const started = () => document.head.querySelectorAll(':scope > link[rel="modulepreload"]').length;
const failureShown = () => document.querySelector('main [role="alert"]');
/** React's first commit: the prerendered markup replaced by the app's. */
const reactTakesOver = () => {
  document.getElementById('root')?.replaceChildren(document.createElement('div'));
};

// Each test's listeners stay on the window: a fresh window per test would need a fresh jsdom.
const listeners: [string, EventListenerOrEventListenerObject][] = [];
const addEventListener = window.addEventListener.bind(window);
vi.spyOn(window, 'addEventListener').mockImplementation((type, listener, options) => {
  listeners.push([type, listener]);
  addEventListener(type, listener, options);
});

afterEach(() => {
  for (const [type, listener] of listeners.splice(0)) {
    window.removeEventListener(type, listener, true);
    window.removeEventListener(type, listener);
  }
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  sessionStorage.clear();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

/** The page drawn, its scripts started (the first frame came); returns its reload. */
function startedPage() {
  const reload = vi.fn();
  const { href, origin } = window.location;
  vi.stubGlobal('location', { href, origin, reload });
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => callback(0));
  page();
  runStartupScript();
  vi.advanceTimersByTime(0);
  return reload;
}
const failToDownload = () =>
  document.head.querySelector('script[src="/assets/entry.js"]')?.dispatchEvent(new Event('error'));

describe('the start-up script', () => {
  it('starts the scripts only after the first frame has been drawn', () => {
    vi.useFakeTimers();
    const frames: FrameRequestCallback[] = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
    page();
    runStartupScript();
    expect(started()).toBe(0);
    frames.forEach((frame) => frame(0));
    expect(started()).toBe(0);
    vi.advanceTimersByTime(0);
    expect(started()).toBe(1);
  });

  it('starts them at once in a hidden tab, which draws no frame', () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    page();
    runStartupScript();
    expect(started()).toBe(1);
  });

  it('starts them when the tab is hidden before its first frame', () => {
    const hidden = vi.spyOn(document, 'hidden', 'get').mockReturnValue(false);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    page();
    runStartupScript();
    expect(started()).toBe(0);
    hidden.mockReturnValue(true);
    document.dispatchEvent(new Event('visibilitychange'));
    expect(started()).toBe(1);
  });
});

describe('a page that cannot start', () => {
  it('reloads itself once, a moment later, when a start-up script fails to download', () => {
    const reload = startedPage();
    failToDownload();
    failToDownload();
    vi.advanceTimersByTime(BOOT_RELOAD_DELAY_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
    expect(failureShown()).toBeNull();
  });

  it("failing again within a minute, says so with 'Reintentar', which reloads", () => {
    sessionStorage.setItem(BOOT_RELOAD_KEY, String(Date.now() - BOOT_RELOAD_INTERVAL_MS + 1_000));
    const reload = startedPage();
    failToDownload();
    expect(reload).not.toHaveBeenCalled();
    expect(failureShown()).toHaveTextContent('No se pudo iniciar la aplicación');
    expect(failureShown()).toHaveTextContent(
      'La página no terminó de cargar. Comprueba tu conexión e inténtalo de nuevo.',
    );
    expect(document.querySelector('main h1')).toHaveTextContent('No se pudo iniciar la aplicación');
    expect(document.querySelector('main')).not.toHaveTextContent('Gestión de Startups');
    document.querySelector<HTMLButtonElement>('main button')?.click();
    expect(reload).toHaveBeenCalledOnce();
  });

  it('says so at once when it cannot keep the time of its last reload (storage blocked)', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    const reload = startedPage();
    window.dispatchEvent(new Event('unhandledrejection'));
    expect(reload).not.toHaveBeenCalled();
    expect(failureShown()).not.toBeNull();
  });

  it('ends the start-up when the site’s own script throws before React has the page', () => {
    const reload = startedPage();
    window.dispatchEvent(
      new ErrorEvent('error', { filename: `${window.location.origin}/assets/entry.js` }),
    );
    vi.advanceTimersByTime(BOOT_RELOAD_DELAY_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it("does not blame the start-up for another origin's script (a remote's)", () => {
    const reload = startedPage();
    window.dispatchEvent(
      new ErrorEvent('error', { filename: 'http://remote.example/remoteEntry.js' }),
    );
    const image = document.createElement('img');
    image.src = 'http://remote.example/logo.png';
    document.body.append(image);
    image.dispatchEvent(new Event('error'));
    expect(failureShown()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it(`waits ${BOOT_DEADLINE_AFTER_LOAD_MS / 1000} s after the load event before giving a slow page up`, () => {
    const reload = startedPage();
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(BOOT_DEADLINE_AFTER_LOAD_MS - 1);
    expect(failureShown()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(failureShown()).not.toBeNull();
    // Slow, not broken: starting over would not make it faster.
    expect(reload).not.toHaveBeenCalled();
  });

  it(`gives it up ${BOOT_DEADLINE_MS / 1000} s after it began when its load event never comes`, () => {
    startedPage();
    vi.advanceTimersByTime(BOOT_DEADLINE_MS - 1);
    expect(failureShown()).toBeNull();
    vi.advanceTimersByTime(1);
    expect(failureShown()).not.toBeNull();
  });

  it('shows nothing once React has the page, whatever fails afterwards', () => {
    const reload = startedPage();
    reactTakesOver();
    window.dispatchEvent(new Event('unhandledrejection'));
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(BOOT_DEADLINE_MS);
    expect(failureShown()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });
});
