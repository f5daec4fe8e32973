import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from '@playwright/test';

// Two people edit the same record in two browsers (separate contexts). The first save wins; the
// second's form is merged field by field: what only the first changed comes in, its own edits stay,
// and only a field both changed waits for a choice. Nothing is overwritten without it, and no
// field the second person never touched goes back to its old value.

const KEEP_MINE = 'Guardar mis valores sobre la nueva versión';
const TAKE_CURRENT = 'Usar los valores actuales';
const CHANGED = 'Otra persona modificó este registro mientras lo tenías abierto.';

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

async function twoPages(browser: Browser, path: string) {
  const pages: Page[] = [];
  for (let i = 0; i < 2; i += 1) {
    const page = await (await browser.newContext()).newPage();
    await page.goto(path);
    pages.push(page);
  }
  return pages as [Page, Page];
}

async function readStored<T extends { id: number }>(
  request: APIRequestContext,
  list: string,
  id: number,
) {
  const answer = await request.get(list);
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: T[] }).data.find((record) => record.id === id);
}

interface StoredStartup {
  id: number;
  name: string;
  location: string;
  category: string;
  funding_amount: number | null;
  version: number;
}

/**
 * The record's row once the list shows only what the search found: the list reloads for a search
 * a moment after the typing stops, and a click on the row before that lands on the spinner.
 */
async function searchRow(page: Page, name: string): Promise<Locator> {
  await page.getByRole('searchbox', { name: /Buscar por nombre/ }).fill(name);
  const records = page.getByRole('row').filter({ hasNot: page.getByRole('columnheader') });
  await expect(records).toHaveCount(1);
  await expect(records).toContainText(name);
  return records;
}

async function openStartupEditor(page: Page, name: string): Promise<Locator> {
  const row = await searchRow(page, name);
  await row.getByRole('button', { name: /^Editar/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Startup' });
  await expect(dialog.getByLabel('Nombre')).toHaveValue(name);
  return dialog;
}

test.describe('two people editing one record', () => {
  test("startup: A edits Ubicación, B edits Nombre and Monto: the merge keeps both people's fields", async ({
    browser,
    request,
  }) => {
    const name = unique('Concurrente');
    const created = await request.post('/v1/api/startups/create', {
      data: {
        name,
        foundedAt: '2019-05-01',
        location: 'Monterrey, México',
        category: 'SaaS',
        fundingAmount: 1000,
      },
    });
    const { id } = ((await created.json()) as { data: StoredStartup }).data;
    const [first, second] = await twoPages(browser, '/startups');
    const firstDialog = await openStartupEditor(first, name);
    const secondDialog = await openStartupEditor(second, name);

    // The first person moves it to Lima and saves.
    await firstDialog.getByLabel(/Ubicación/).fill('Lima, Perú');
    await firstDialog.getByRole('button', { name: 'Actualizar Startup' }).click();
    await expect(
      first.getByRole('status').filter({ hasText: 'Startup actualizada' }),
    ).toBeVisible();

    // The second person, who opened it before, renames it and saves: refused; the first person's
    // Ubicación comes into the form, their own Nombre and Monto stay, nothing is stored yet.
    const secondName = `${name} B`;
    await secondDialog.getByLabel('Nombre').fill(secondName);
    await secondDialog.getByLabel(/Monto/).fill('5000');
    await secondDialog.getByRole('button', { name: 'Actualizar Startup' }).click();
    const notice = secondDialog.getByRole('alert').filter({ hasText: CHANGED });
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('term')).toHaveText(['Ubicación']);
    await expect(notice.getByRole('definition')).toHaveText(['Lima, Perú']);
    await expect(notice.getByRole('button', { name: TAKE_CURRENT })).toHaveCount(0);
    await expect(secondDialog.getByLabel(/Ubicación/)).toHaveValue('Lima, Perú');
    await expect(secondDialog.getByLabel('Nombre')).toHaveValue(secondName);
    await expect(secondDialog.getByLabel(/Monto/)).toHaveValue('5000');
    expect(await readStored<StoredStartup>(request, '/v1/api/startups/read', id)).toMatchObject({
      name,
      location: 'Lima, Perú',
      funding_amount: 1000,
      version: 2,
    });

    // Saving stores both people's changes: no field goes back to what it was.
    await notice.getByRole('button', { name: KEEP_MINE }).click();
    await expect(
      second.getByRole('status').filter({ hasText: 'Startup actualizada' }),
    ).toBeVisible();
    await expect(second.getByRole('dialog')).toHaveCount(0);
    expect(await readStored<StoredStartup>(request, '/v1/api/startups/read', id)).toEqual(
      expect.objectContaining({
        name: secondName,
        location: 'Lima, Perú',
        category: 'SaaS',
        funding_amount: 5000,
        version: 3,
      }),
    );
    await second.context().close();
    await first.context().close();
  });

  test('startup: a stale delete deletes nothing, shows the record as it is now, and asks again', async ({
    browser,
    request,
  }) => {
    const name = unique('Borrado');
    const created = await request.post('/v1/api/startups/create', {
      data: { name, foundedAt: '2018-01-01', location: 'Quito, Ecuador', category: 'IoT' },
    });
    const { id } = ((await created.json()) as { data: StoredStartup }).data;
    const [first, second] = await twoPages(browser, '/startups');
    const firstDialog = await openStartupEditor(first, name);

    await (await searchRow(second, name)).getByRole('button', { name: /^Eliminar/ }).click();
    const confirm = second.getByRole('dialog', { name: 'Confirmar Eliminación' });
    await expect(confirm).toBeVisible();

    await firstDialog.getByLabel(/Ubicación/).fill('Cuenca, Ecuador');
    await firstDialog.getByRole('button', { name: 'Actualizar Startup' }).click();
    await expect(first.getByRole('dialog')).toHaveCount(0);

    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(confirm).toContainText('Otra persona modificó este registro');
    await expect(confirm).toContainText('Cuenca, Ecuador');
    expect(await readStored<StoredStartup>(request, '/v1/api/startups/read', id)).toMatchObject({
      location: 'Cuenca, Ecuador',
    });

    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(second.getByRole('status').filter({ hasText: 'Startup eliminada' })).toBeVisible();
    expect(await readStored(request, '/v1/api/startups/read', id)).toBeUndefined();
    await second.context().close();
    await first.context().close();
  });

  test('technology: both changed the level; taking the current one keeps the own description', async ({
    browser,
    request,
  }) => {
    const name = unique('Tecnología concurrente');
    const created = await request.post('/v1/api/technologies/create', {
      data: { name, sector: 'Energy', description: 'Original', adoptionLevel: 'emerging' },
    });
    const { id } = ((await created.json()) as { data: { id: number } }).data;
    const [first, second] = await twoPages(browser, '/technologies');
    const open = async (page: Page) => {
      const card = page.getByRole('article').filter({ hasText: name });
      await card.getByRole('button', { name: /^Editar/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Editar Tecnología' });
      await expect(dialog.getByLabel('Nombre')).toHaveValue(name);
      return dialog;
    };
    const firstDialog = await open(first);
    const secondDialog = await open(second);

    await firstDialog.getByLabel(/Nivel de adopción/).selectOption('mature');
    await firstDialog.getByRole('button', { name: 'Actualizar Tecnología' }).click();
    await expect(first.getByRole('dialog')).toHaveCount(0);

    await secondDialog.getByLabel(/Nivel de adopción/).selectOption('growing');
    await secondDialog.getByLabel(/Descripción/).fill('Mi descripción');
    await secondDialog.getByRole('button', { name: 'Actualizar Tecnología' }).click();
    const notice = secondDialog.getByRole('alert').filter({ hasText: CHANGED });
    await expect(notice.getByRole('term')).toHaveText(['Nivel de adopción']);
    await expect(notice.getByRole('definition')).toHaveText([
      'Tu valor: En Crecimiento',
      'Valor actual: Maduro',
    ]);
    await expect(secondDialog.getByLabel(/Descripción/)).toHaveValue('Mi descripción');

    await notice.getByRole('button', { name: TAKE_CURRENT }).click();
    await expect(secondDialog.getByLabel(/Nivel de adopción/)).toHaveValue('mature');
    await expect(secondDialog.getByLabel(/Descripción/)).toHaveValue('Mi descripción');
    await secondDialog.getByLabel(/Descripción/).fill('Mi descripción revisada');
    await secondDialog.getByRole('button', { name: 'Actualizar Tecnología' }).click();
    await expect(second.getByRole('dialog')).toHaveCount(0);

    expect(await readStored(request, '/v1/api/technologies/read', id)).toMatchObject({
      name,
      sector: 'Energy',
      adoption_level: 'mature',
      description: 'Mi descripción revisada',
      version: 3,
    });
    await second.context().close();
    await first.context().close();
  });
});
