// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STARTUP_SCRIPT } from '../build/first-paint.ts';

// What the prerendered page holds: the scripts, inert, until STARTUP_SCRIPT starts them.
function page() {
  document.head.innerHTML =
    '<template id="startup-scripts"><link rel="modulepreload" href="/assets/a.js"></template>';
}
// It is text, as the page holds it: run as such.
// eslint-disable-next-line @typescript-eslint/no-implied-eval -- see above
const runStartupScript = new Function(STARTUP_SCRIPT) as () => void;
const started = () => document.head.querySelectorAll(':scope > link[rel="modulepreload"]').length;

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  document.head.innerHTML = '';
});

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
    vi.runAllTimers();
    expect(started()).toBe(1);
  });

  it('starts them at once in a hidden tab, which draws no frame', () => {
    vi.spyOn(document, 'hidden', 'get').mockReturnValue(true);
    vi.stubGlobal('requestAnimationFrame', () => 0);
    page();
    runStartupScript();
    expect(started()).toBe(1);
  });
});
