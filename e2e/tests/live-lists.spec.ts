import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';

// Live lists: what one person saves shows in another person's open list within
// 2 s, without a reload, announced politely while focus stays where it was; an edit form open on a
// record someone else changes says so at once. Two browser contexts: two people.

const UPDATED = 'La lista se actualizó.';
const CHANGED_ELSEWHERE = /^Otra persona cambió este registro/;

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

/** A page on `path` whose live stream is open (so nothing said after this is missed). */
async function openLive(browser: Browser, path: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  const stream = page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/v1/api/changes',
  );
  await page.goto(path);
  expect((await stream).status()).toBe(200);
  return page;
}

/** Read out politely by screen readers, without taking focus. */
const politeRegion = (scope: Page | Locator) => scope.locator('[aria-live="polite"]');
const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ hasText: name });
const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The watcher keeps focus on its create button; a live reload must leave it there. */
async function focusCreate(page: Page, label: string): Promise<Locator> {
  const button = page.getByRole('button', { name: label });
  await button.focus();
  return button;
}

test.describe('live lists', () => {
  test('a startup created in one browser appears in the other within 2 s, without a reload', async ({
    browser,
  }) => {
    const name = unique('En vivo');
    const writer = await openLive(browser, '/startups');
    const watcher = await openLive(browser, '/startups');
    const create = await focusCreate(watcher, '+ Nueva Startup');
    let reloaded = false;
    watcher.on('framenavigated', () => (reloaded = true));

    await writer.getByRole('button', { name: '+ Nueva Startup' }).click();
    const dialog = writer.getByRole('dialog', { name: 'Nueva Startup' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel(/Fecha de fundación/).fill('2020-01-15');
    await dialog.getByLabel(/Ubicación/).fill('Cusco, Perú');
    await dialog.getByLabel(/Categoría/).selectOption('FinTech');
    await dialog.getByRole('button', { name: 'Crear Startup' }).click();
    await expect(writer.getByText('Startup creada exitosamente')).toBeVisible();

    await expect(rowOf(watcher, name)).toBeVisible({ timeout: 2_000 });
    await expect(politeRegion(watcher).filter({ hasText: UPDATED })).toBeAttached();
    await expect(create).toBeFocused();
    expect(reloaded).toBe(false);
  });

  test('a technology created in one browser appears in the other within 2 s, without a reload', async ({
    browser,
  }) => {
    const name = unique('Tecnología en vivo');
    const writer = await openLive(browser, '/technologies');
    const watcher = await openLive(browser, '/technologies');
    const create = await focusCreate(watcher, '+ Nueva Tecnología');

    await writer.getByRole('button', { name: '+ Nueva Tecnología' }).click();
    const dialog = writer.getByRole('dialog', { name: 'Nueva Tecnología' });
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Sector', { exact: true }).selectOption('Energy');
    await dialog.getByLabel(/Nivel de adopción/).selectOption('emerging');
    await dialog.getByRole('button', { name: 'Crear Tecnología' }).click();
    await expect(writer.getByText('Tecnología creada exitosamente')).toBeVisible();

    await expect(cardOf(watcher, name)).toBeVisible({ timeout: 2_000 });
    await expect(politeRegion(watcher).filter({ hasText: UPDATED })).toBeAttached();
    await expect(create).toBeFocused();
  });

  test('an open edit form learns at once that someone else changed its record, and the save merges', async ({
    browser,
  }) => {
    const name = unique('Editada por dos');
    const writer = await openLive(browser, '/startups');
    const created = await writer.request.post('/v1/api/startups/create', {
      data: {
        name,
        foundedAt: '2019-05-01',
        location: 'Monterrey, México',
        category: 'SaaS',
        fundingAmount: 1000,
      },
    });
    expect(created.status()).toBe(201);
    const { id } = ((await created.json()) as { data: { id: number } }).data;

    const editor = await openLive(browser, '/startups');
    await rowOf(editor, name)
      .getByRole('button', { name: /^Editar/ })
      .click();
    const dialog = editor.getByRole('dialog', { name: 'Editar Startup' });
    const amount = dialog.getByLabel(/Monto/);
    await amount.fill('2000');

    // The other person moves it to Lima meanwhile.
    await rowOf(writer, name)
      .getByRole('button', { name: /^Editar/ })
      .click();
    const other = writer.getByRole('dialog', { name: 'Editar Startup' });
    await other.getByLabel(/Ubicación/).fill('Lima, Perú');
    await other.getByRole('button', { name: 'Actualizar Startup' }).click();
    await expect(writer.getByText('Startup actualizada exitosamente')).toBeVisible();

    const notice = dialog.getByRole('status').filter({ hasText: CHANGED_ELSEWHERE });
    await expect(notice).toBeVisible({ timeout: 2_000 });
    await expect(amount).toBeFocused();

    // Saving goes through the version check: Lima comes in, the amount typed here stays.
    await dialog.getByRole('button', { name: 'Actualizar Startup' }).click();
    await expect(dialog.getByLabel(/Ubicación/)).toHaveValue('Lima, Perú');
    await dialog
      .getByRole('button', { name: 'Guardar mis valores sobre la nueva versión' })
      .click();
    await expect(editor.getByText('Startup actualizada exitosamente')).toBeVisible();
    const stored = await editor.request.get('/v1/api/startups/read');
    const record = (
      (await stored.json()) as { data: { id: number; location: string; funding_amount: number }[] }
    ).data.find((startup) => startup.id === id);
    expect(record).toMatchObject({ location: 'Lima, Perú', funding_amount: 2000 });
  });
});
