import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useTheme } from './a11y.ts';

const unique = () => `E2E Tech ${Date.now().toString(36)}`;

async function openCreateModal(page: Page) {
  await page.getByRole('button', { name: '+ Nueva Tecnología' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Tecnología' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const cardOf = (page: Page, name: string) =>
  page.getByRole('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

test.describe('technologies screen', () => {
  test('create → edit → filter → delete, with the banners and the exact requests', async ({
    page,
  }) => {
    const name = unique();
    await page.goto('/technologies');
    await expect(page.getByRole('heading', { name: 'Gestión de Tecnologías' })).toBeVisible();

    const dialog = await openCreateModal(page);
    await dialog.getByLabel('Nombre').fill(name);
    await dialog.getByLabel('Sector', { exact: true }).selectOption('Energy');
    await dialog.getByLabel(/Nivel de adopción/).selectOption('emerging');
    const description = dialog.getByLabel(/Descripción/);
    await description.fill('Baterías de estado sólido');
    await expect(dialog.getByText('25/500')).toBeVisible();
    await description.fill('x'.repeat(600));
    await expect(description).toHaveValue('x'.repeat(500));
    await expect(dialog.getByText('500/500')).toBeVisible();
    await description.fill('');
    await expect(dialog.getByText('0/500')).toBeVisible();

    const createRequest = page.waitForRequest(
      (request) => request.url().endsWith('/technologies/create') && request.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Crear Tecnología' }).click();
    expect((await createRequest).postDataJSON()).toEqual({
      name,
      sector: 'Energy',
      description: null,
      adoptionLevel: 'emerging',
    });
    await expect(page.getByText('Tecnología creada exitosamente')).toBeVisible();
    const card = cardOf(page, name);
    await expect(card).toContainText('Emergente');
    await expect(card).toContainText('Energy');
    await expect(card).toContainText('Actualizado:');

    // Edit: prefilled, then a new level and a description
    await card.getByRole('button', { name: /^Editar/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Tecnología' });
    await expect(edit.getByLabel('Nombre')).toHaveValue(name);
    await expect(edit.getByLabel(/Descripción/)).toHaveValue('');
    await edit.getByLabel(/Nivel de adopción/).selectOption('declining');
    await edit.getByLabel(/Descripción/).fill('Ya no se usa');
    await edit.getByRole('button', { name: 'Actualizar Tecnología' }).click();
    await expect(page.getByText('Tecnología actualizada exitosamente')).toBeVisible();
    await expect(card).toContainText('En Declive');
    await expect(card).toContainText('Ya no se usa');

    // Filters: only the non-empty ones are sent, the URL mirrors them
    const filtered = page.waitForRequest((request) =>
      request.url().includes('/technologies/read?'),
    );
    await page.getByRole('combobox', { name: 'Sector' }).selectOption('Energy');
    expect(Object.fromEntries(new URL((await filtered).url()).searchParams)).toEqual({
      sector: 'Energy',
    });
    await expect(page).toHaveURL(/sector=Energy/);
    await expect(card).toBeVisible();
    await page.getByRole('combobox', { name: /Nivel de adopción/ }).selectOption('mature');
    await expect(card).toHaveCount(0);
    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await expect(card).toBeVisible();

    // Delete, after confirming
    await card.getByRole('button', { name: /^Eliminar/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
    await expect(confirm).toContainText(
      '¿Estás seguro de que deseas eliminar esta tecnología? Esta acción no se puede deshacer.',
    );
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Tecnología eliminada exitosamente')).toBeVisible();
    await expect(card).toHaveCount(0);
  });

  test('the cards sit in two columns on a desktop and one on a phone', async ({ page }) => {
    for (const [index, level] of ['mature', 'growing'].entries()) {
      const response = await page.request.post('/v1/api/technologies/create', {
        data: {
          name: `${unique()}-${index}`,
          sector: 'Computing',
          description: null,
          adoptionLevel: level,
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/technologies');
    const cards = page.getByRole('article');
    await expect(cards.nth(1)).toBeVisible();
    const [first, second] = await Promise.all([
      cards.nth(0).boundingBox(),
      cards.nth(1).boundingBox(),
    ]);
    expect(first && second && Math.abs(first.y - second.y) < 2 && second.x > first.x).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    const [a, b] = await Promise.all([cards.nth(0).boundingBox(), cards.nth(1).boundingBox()]);
    expect(a && b && b.y > a.y && Math.abs(a.x - b.x) < 2).toBe(true);
  });

  test('a failed delete keeps the confirmation open with the error inside; a retry deletes', async ({
    page,
  }) => {
    const name = unique();
    const created = await page.request.post('/v1/api/technologies/create', {
      data: { name, sector: 'Retail', description: null, adoptionLevel: 'growing' },
    });
    expect(created.status()).toBe(201);
    await page.route('**/v1/api/technologies/delete/**', (route) =>
      route.fulfill({ status: 500, json: { error: 'No se pudo eliminar' } }),
    );
    await page.goto('/technologies');
    const card = cardOf(page, name);
    await card.getByRole('button', { name: /^Eliminar/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();

    await expect(confirm.getByRole('alert')).toHaveText(/No se pudo eliminar/);
    await expect(confirm.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    await confirm.getByRole('button', { name: 'Cerrar mensaje' }).click();
    await expect(confirm.getByRole('alert')).toHaveCount(0);

    await page.unroute('**/v1/api/technologies/delete/**');
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Tecnología eliminada exitosamente')).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(card).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`no serious accessibility violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/technologies');
      await expect(page.getByRole('heading', { name: 'Gestión de Tecnologías' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `tecnologías (${theme})`);
      await openCreateModal(page);
      await expectNoSeriousA11yViolations(page, `el modal de tecnologías (${theme})`);
    });
  }
});
