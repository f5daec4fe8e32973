import { expect, type Page } from '@playwright/test';

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
 * Waits until React has taken over the prerendered page: until then its links are plain links (a
 * click loads the next page from the server, and Back leaves the document) and its buttons are
 * disabled. For tests about in-app navigation.
 */
export async function waitUntilTheAppIsLive(page: Page): Promise<void> {
  // The menu's button: in the header at every width (hidden, not removed, on a wide screen).
  await expect(page.locator('.menu-button')).toBeEnabled();
}
