import { expect, type Page } from '@playwright/test';
import { APP_LIVE_SELECTOR } from '../../scripts/lib/app-live.mjs';

/**
 * Counts React DOM renderers the way React DevTools sees them: each copy of react-dom registers
 * once with the hook. Call before the page loads; the returned function reads the count.
 */
export async function countReactRenderers(page: Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const renderers = new Map<number, unknown>();
    const ignore = () => undefined;
    Object.assign(window, {
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        renderers,
        supportsFiber: true,
        isDisabled: false,
        inject(renderer: unknown) {
          renderers.set(renderers.size + 1, renderer);
          return renderers.size;
        },
        checkDCE: ignore,
        onCommitFiberRoot: ignore,
        onCommitFiberUnmount: ignore,
        onPostCommitFiberRoot: ignore,
      },
    });
  });
  return () =>
    page.evaluate(
      () =>
        (
          window as unknown as {
            __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> };
          }
        ).__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
    );
}

/**
 * Waits until React has taken over the prerendered page (scripts/lib/app-live.mjs): for tests
 * about in-app navigation.
 */
export async function waitUntilTheAppIsLive(page: Page): Promise<void> {
  await expect(page.locator(APP_LIVE_SELECTOR)).toBeAttached();
}
