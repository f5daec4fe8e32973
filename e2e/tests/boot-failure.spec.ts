import { expect, test, type Page } from '@playwright/test';
import { waitUntilTheAppIsLive } from '../support/react.ts';

// A page is drawn from its prerendered HTML before its code runs. When that code cannot start, the
// page must say so rather than stay drawn and disabled, and must never look ready before it is.

/** The shell's own start-up script: the module script the prerendered page starts. */
async function startupScript(page: Page): Promise<string> {
  const html = await (await page.request.get('/startups')).text();
  const src = /<script[^>]*type="module"[^>]*src="(\/[^"]+)"/.exec(html)?.[1];
  expect(src, 'the prerendered page starts a module script of its own').toBeTruthy();
  return src ?? '';
}

const failure = (page: Page) => page.getByRole('alert');

test.describe('a page whose code cannot start', () => {
  test("says so with 'Reintentar' instead of staying drawn and disabled; once the code is back, 'Reintentar' starts it", async ({
    page,
  }) => {
    const script = await startupScript(page);
    let refused = 0;
    await page.route(`**${script}`, async (route) => {
      refused += 1;
      await route.abort('internetdisconnected');
    });
    await page.goto('/startups');
    await expect(failure(page)).toContainText('No se pudo iniciar la aplicación');
    await expect(failure(page)).toContainText(
      'La página no terminó de cargar. Comprueba tu conexión e inténtalo de nuevo.',
    );
    await expect(page.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    // It reloaded itself once before saying so.
    expect(refused).toBe(2);
    // Not ready, and not looking it: the section's heading and spinner are gone, the header's
    // buttons still disabled.
    await expect(page.getByRole('heading', { name: 'Gestión de Startups' })).toHaveCount(0);
    await expect(page.locator('.menu-button')).toBeDisabled();
    await expect(page.getByRole('button', { name: /Cambiar a tema/ })).toBeDisabled();

    await page.unroute(`**${script}`);
    await page.getByRole('button', { name: 'Reintentar' }).click();
    await waitUntilTheAppIsLive(page);
    await expect(page.getByRole('heading', { name: 'Gestión de Startups' })).toBeVisible();
    await expect(page.getByText('No se pudo iniciar la aplicación')).toHaveCount(0);
  });

  test('a download cut once (the network changed) starts again by itself, with no message', async ({
    page,
  }) => {
    const script = await startupScript(page);
    let refused = 0;
    await page.route(`**${script}`, async (route) => {
      if (refused > 0) return route.continue();
      refused += 1;
      return route.abort('addressunreachable');
    });
    await page.goto('/');
    await waitUntilTheAppIsLive(page);
    await expect(page.getByRole('heading', { name: /Bienvenido/ })).toBeVisible();
    await expect(page.getByText('No se pudo iniciar la aplicación')).toHaveCount(0);
    expect(refused).toBe(1);
  });

  test('a slow start is waited for: no message while its code takes 5 s to arrive', async ({
    page,
  }) => {
    const script = await startupScript(page);
    await page.route(`**${script}`, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      await route.continue();
    });
    await page.goto('/technologies');
    await waitUntilTheAppIsLive(page);
    await expect(page.getByRole('heading', { name: 'Gestión de Tecnologías' })).toBeVisible();
    await expect(page.getByText('No se pudo iniciar la aplicación')).toHaveCount(0);
  });
});
