import { expect, test } from '@playwright/test';

test.describe('shell: home, navigation and layout', () => {
  test('home page welcomes and links to both sections', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Inicio/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bienvenido al Sistema de Microservicios' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Startups', exact: true })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Tecnologías', exact: true })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('© 2025');
    expect(await page.locator('html').getAttribute('lang')).toBe('es');

    await main.getByRole('link', { name: 'Ir a Startups' }).click();
    await expect(page).toHaveURL(/\/startups$/);
    await expect(page.getByRole('heading', { name: 'Gestión de Startups' })).toBeVisible();

    await page.goto('/');
    await main.getByRole('link', { name: 'Ir a Tecnologías' }).click();
    await expect(page).toHaveURL(/\/technologies$/);
    await expect(page.getByRole('heading', { name: 'Gestión de Tecnologías' })).toBeVisible();
  });

  test('header navigation marks the active link and the logo goes home', async ({ page }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await nav.getByRole('link', { name: 'Tecnologías' }).click();
    await expect(page.getByRole('heading', { name: 'Gestión de Tecnologías' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Tecnologías' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page).toHaveTitle(/Gestión de Tecnologías/);

    await nav.getByRole('link', { name: 'Startups' }).click();
    await expect(page.getByRole('heading', { name: 'Gestión de Startups' })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Inicio' })).not.toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('link', { name: 'Sistema de gestión' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
  });

  test('a deep link loads directly and survives a reload', async ({ page }) => {
    await page.goto('/technologies');
    await expect(page.getByRole('heading', { name: 'Gestión de Tecnologías' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Gestión de Tecnologías' })).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('Sistema de gestión');
  });

  test('an unknown path shows the Spanish 404 page with a way home', async ({ page }) => {
    await page.goto('/no-existe/en-absoluto');
    await expect(page.getByRole('heading', { name: 'Página no encontrada' })).toBeVisible();
    await page.getByRole('link', { name: 'Volver al inicio' }).click();
    await expect(
      page.getByRole('heading', { name: 'Bienvenido al Sistema de Microservicios' }),
    ).toBeVisible();
  });
});

test.describe('shell: theme', () => {
  test('light by default; the choice is saved under "theme" and survives a reload', async ({
    page,
  }) => {
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();

    await page.getByRole('button', { name: 'Cambiar a tema oscuro' }).click();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
    const darkBackground = await page.evaluate(
      () => getComputedStyle(document.body).backgroundColor,
    );

    await page.reload();
    await expect(html).toHaveAttribute('data-theme', 'dark');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(
      darkBackground,
    );

    await page.getByRole('button', { name: 'Cambiar a tema claro' }).click();
    await expect(html).toHaveAttribute('data-theme', 'light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  });

  test('the saved theme is applied before the first paint', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('theme', 'dark'));
    // Record the theme as soon as <body> exists, before any app script has run.
    await page.addInitScript(() => {
      new MutationObserver((_, observer) => {
        if (document.querySelector('body')) {
          (window as unknown as { firstTheme?: string | null }).firstTheme =
            document.documentElement.getAttribute('data-theme');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    expect(
      await page.evaluate(() => (window as unknown as { firstTheme?: string }).firstTheme),
    ).toBe('dark');
  });
});

test.describe('shell: mobile menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('links sit behind the menu button, which closes when a link is chosen', async ({ page }) => {
    await page.goto('/');
    const menuButton = page.getByRole('button', { name: 'Abrir menú' });
    const nav = page.getByRole('navigation', { name: 'Principal' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(nav.getByRole('link', { name: 'Startups' })).toBeHidden();

    await menuButton.click();
    const closeButton = page.getByRole('button', { name: 'Cerrar menú' });
    await expect(closeButton).toHaveAttribute('aria-expanded', 'true');
    await nav.getByRole('link', { name: 'Startups' }).click();

    await expect(page.getByRole('heading', { name: 'Gestión de Startups' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(nav.getByRole('link', { name: 'Startups' })).toBeHidden();
  });
});
