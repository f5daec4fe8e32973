import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, useTheme } from './a11y.ts';

const unique = () => `E2E Startup ${Date.now().toString(36)}`;

async function openCreateModal(page: Page) {
  await page.getByRole('button', { name: '+ Nueva Startup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Startup' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('startups screen', () => {
  test('create → edit → filter → delete, with the banners and the exact requests', async ({
    page,
  }) => {
    const name = unique();
    await page.goto('/startups');
    await expect(page.getByRole('heading', { name: 'Gestión de Startups' })).toBeVisible();

    // Create
    const dialog = await openCreateModal(page);
    await dialog.getByLabel('Nombre').fill(`  ${name}  `);
    await dialog.getByLabel(/Fecha de fundación/).fill('2020-01-15');
    await dialog.getByLabel(/Ubicación/).fill('Monterrey, México');
    await dialog.getByLabel(/Categoría/).selectOption('FinTech');
    await dialog.getByLabel(/Monto/).fill('1500000');
    const createRequest = page.waitForRequest(
      (request) => request.url().endsWith('/v1/api/startups/create') && request.method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Crear Startup' }).click();
    expect((await createRequest).postDataJSON()).toEqual({
      name,
      foundedAt: '2020-01-15',
      location: 'Monterrey, México',
      category: 'FinTech',
      fundingAmount: 1500000,
    });
    const success = page.getByRole('status').filter({ hasText: 'Startup creada exitosamente' });
    await expect(success).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toContainText('15 ene 2020');
    await expect(row).toContainText(/USD\s1,500,000/);
    await expect(row).toContainText('Monterrey, México');
    // The success banner leaves by itself after 3 s.
    await expect(success).toBeHidden({ timeout: 5_000 });

    // Edit: prefilled from the row
    await row.getByRole('button', { name: /^Editar/ }).click();
    const editDialog = page.getByRole('dialog', { name: 'Editar Startup' });
    await expect(editDialog.getByLabel('Nombre')).toHaveValue(name);
    await expect(editDialog.getByLabel(/Fecha de fundación/)).toHaveValue('2020-01-15');
    await expect(editDialog.getByLabel(/Monto/)).toHaveValue('1500000');
    await editDialog.getByLabel(/Ubicación/).fill('Guadalajara, México');
    await editDialog.getByLabel(/Monto/).fill('');
    const updateRequest = page.waitForRequest((request) => request.method() === 'PUT');
    await editDialog.getByRole('button', { name: 'Actualizar Startup' }).click();
    expect((await updateRequest).postDataJSON()).toMatchObject({
      location: 'Guadalajara, México',
      fundingAmount: 0,
    });
    await expect(page.getByText('Startup actualizada exitosamente')).toBeVisible();
    await expect(row).toContainText('Guadalajara, México');
    await expect(row).toContainText(/USD\s0/);

    // Filter by name: the query string carries only the non-empty filter, and the URL mirrors it
    const filterRequest = page.waitForRequest((request) =>
      request.url().includes('/v1/api/startups/read?name='),
    );
    await page.getByRole('searchbox', { name: /Buscar por nombre/ }).fill(name);
    const query = new URL((await filterRequest).url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({ name });
    await expect(page).toHaveURL(/name=/);
    await expect(page.getByRole('row')).toHaveCount(2);

    await page.getByRole('combobox', { name: /Categoría/ }).selectOption('HealthTech');
    await expect(page.getByText('Ninguna startup coincide con los filtros.')).toBeVisible();
    await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
    await expect(page).not.toHaveURL(/name=|category=/);
    await expect(page.getByRole('searchbox', { name: /Buscar por nombre/ })).toHaveValue('');

    // Delete, after confirming
    await row.getByRole('button', { name: /^Eliminar/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
    await expect(confirm).toContainText(
      '¿Estás seguro de que deseas eliminar esta startup? Esta acción no se puede deshacer.',
    );
    await expect(confirm.locator('strong')).toHaveText(name);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Startup eliminada exitosamente')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
  });

  test('the form shows every validation message and sends nothing', async ({ page }) => {
    await page.goto('/startups');
    const dialog = await openCreateModal(page);
    let sent = false;
    page.on('request', (request) => {
      if (request.url().includes('/startups/create')) sent = true;
    });
    await dialog.getByRole('button', { name: 'Crear Startup' }).click();
    for (const message of [
      'El nombre es requerido',
      'La fecha de fundación es requerida',
      'La ubicación es requerida',
      'La categoría es requerida',
    ]) {
      await expect(dialog.getByText(message)).toBeVisible();
    }
    await expect(dialog.getByLabel('Nombre')).toBeFocused();
    await dialog.getByLabel('Nombre').fill('Algo');
    await expect(dialog.getByText('El nombre es requerido')).toBeHidden();
    await dialog.getByLabel(/Monto/).fill('-5');
    await dialog.getByRole('button', { name: 'Crear Startup' }).click();
    await expect(
      dialog.getByText('El monto de inversión debe ser un número positivo'),
    ).toBeVisible();
    expect(sent).toBe(false);

    // The form has changes: Escape asks before throwing them away.
    await page.keyboard.press('Escape');
    const ask = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
    await ask.getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '+ Nueva Startup' })).toBeFocused();
  });

  test('a failed save keeps the modal open with the server’s message', async ({ page }) => {
    await page.route('**/v1/api/startups/create', (route) =>
      route.fulfill({ status: 500, json: { error: 'Servicio en mantenimiento' } }),
    );
    await page.goto('/startups');
    const dialog = await openCreateModal(page);
    await dialog.getByLabel('Nombre').fill(unique());
    await dialog.getByLabel(/Fecha de fundación/).fill('2021-06-01');
    await dialog.getByLabel(/Ubicación/).fill('Lima, Perú');
    await dialog.getByLabel(/Categoría/).selectOption('SaaS');
    await dialog.getByRole('button', { name: 'Crear Startup' }).click();
    await expect(page.getByText('Servicio en mantenimiento').first()).toBeVisible();
    await expect(dialog).toBeVisible();
  });

  test('a failed delete keeps the confirmation open with the error inside; a retry deletes', async ({
    page,
  }) => {
    const name = unique();
    const created = await page.request.post('/v1/api/startups/create', {
      data: {
        name,
        foundedAt: '2019-04-10',
        location: 'Bogotá, Colombia',
        category: 'EdTech',
        fundingAmount: 0,
      },
    });
    expect(created.status()).toBe(201);
    await page.route('**/v1/api/startups/delete/**', (route) =>
      route.fulfill({ status: 500, json: { error: 'No se pudo eliminar' } }),
    );
    await page.goto('/startups');
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: /^Eliminar/ }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
    await expect(confirm.getByRole('button', { name: 'Cancelar' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();

    await expect(confirm.getByRole('alert')).toHaveText(/No se pudo eliminar/);
    await expect(confirm.getByRole('button', { name: 'Eliminar' })).toBeEnabled();
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(row).toHaveCount(1);

    await page.unroute('**/v1/api/startups/delete/**');
    await row.getByRole('button', { name: /^Eliminar/ }).click();
    await expect(confirm.getByRole('alert')).toHaveCount(0);
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByText('Startup eliminada exitosamente')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  for (const theme of ['light', 'dark'] as const) {
    test(`no serious accessibility violations (${theme})`, async ({ page }) => {
      await useTheme(page, theme);
      await page.goto('/startups');
      await expect(page.getByRole('heading', { name: 'Gestión de Startups' })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /Cargando/ })).toHaveCount(0);
      await expectNoSeriousA11yViolations(page, `startups (${theme})`);
      await openCreateModal(page);
      await expectNoSeriousA11yViolations(page, `el modal de startups (${theme})`);
    });
  }
});
