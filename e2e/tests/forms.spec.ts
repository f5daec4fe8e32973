import { expect, test, type Locator, type Page } from '@playwright/test';
import { waitUntilTheAppIsLive } from '../support/react.ts';

// Unsaved edits and unreadable numbers, in the real browser: Escape goes through Chromium's close
// requests, and only a real number input reports '1e' as validity.badInput with the value ''.

const unique = () => `E2E Form ${Date.now().toString(36)}`;

async function createStartup(page: Page, name: string) {
  const response = await page.request.post('/v1/api/startups/create', {
    data: {
      name,
      foundedAt: '2018-05-20',
      location: 'Quito, Ecuador',
      category: 'IoT',
      fundingAmount: 250000,
    },
  });
  expect(response.status()).toBe(201);
}

async function openNewStartup(page: Page) {
  await page.getByRole('button', { name: '+ Nueva Startup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nueva Startup' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const discardDialog = (page: Page) => page.getByRole('dialog', { name: '¿Descartar los cambios?' });

/** Counts the writes the page sends from now on. */
function countWrites(page: Page) {
  const writes: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') writes.push(`${request.method()} ${request.url()}`);
  });
  return writes;
}

async function expectAsksToDiscard(page: Page, form: Locator) {
  const ask = discardDialog(page);
  await expect(ask).toBeVisible();
  await expect(ask).toContainText('¿Descartar los cambios?');
  await expect(ask.getByRole('button', { name: 'Seguir editando' })).toBeFocused();
  await expect(ask.getByRole('button', { name: 'Descartar' })).toBeVisible();
  await expect(form).toBeVisible();
}

test.describe('unsaved edits', () => {
  test('an unchanged form closes at once on Escape, Cancelar and ×', async ({ page }) => {
    const name = unique();
    await createStartup(page, name);
    await page.goto('/startups');
    for (const close of ['Escape', 'Cancelar', 'Cerrar'] as const) {
      const form = await openNewStartup(page);
      if (close === 'Escape') await page.keyboard.press('Escape');
      else await form.getByRole('button', { name: close }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('button', { name: '+ Nueva Startup' })).toBeFocused();
    }
    // An edit opened and left as it was, and a field changed then put back, close at once too.
    const row = page.getByRole('row').filter({ hasText: name });
    await row.getByRole('button', { name: /^Editar/ }).click();
    const edit = page.getByRole('dialog', { name: 'Editar Startup' });
    await edit.getByLabel(/Ubicación/).fill('Cuenca, Ecuador');
    await edit.getByLabel(/Ubicación/).fill('Quito, Ecuador');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('a changed form asks first; Seguir editando keeps every value, Descartar sends nothing', async ({
    page,
  }) => {
    await page.goto('/startups');
    const writes = countWrites(page);
    const form = await openNewStartup(page);
    await form.getByLabel('Nombre').fill('Borrador');
    await form.getByLabel(/Monto/).pressSequentially('1e');

    // Escape twice in a row: the question, then back to the form (Chromium would close a dialog
    // on the second Escape if the page only refused the close request).
    await page.keyboard.press('Escape');
    await expectAsksToDiscard(page, form);
    await page.keyboard.press('Escape');
    await expect(discardDialog(page)).toHaveCount(0);
    await expect(form).toBeVisible();
    await expect(form.getByLabel('Nombre')).toHaveValue('Borrador');
    await page.keyboard.press('Escape');
    await expectAsksToDiscard(page, form);
    await page.keyboard.press('Escape');
    await expect(form).toBeVisible();

    // Cancelar and × ask the same question.
    await form.getByRole('button', { name: 'Cancelar' }).click();
    await expectAsksToDiscard(page, form);
    await discardDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
    await expect(form.getByLabel('Nombre')).toHaveValue('Borrador');
    await form.getByRole('button', { name: 'Cerrar' }).click();
    await expectAsksToDiscard(page, form);
    await discardDialog(page).getByRole('button', { name: 'Descartar' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('button', { name: '+ Nueva Startup' })).toBeFocused();
    const reopened = await openNewStartup(page);
    await expect(reopened.getByLabel('Nombre')).toHaveValue('');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(writes).toEqual([]);
  });

  test('the technology form asks too', async ({ page }) => {
    await page.goto('/technologies');
    await page.getByRole('button', { name: '+ Nueva Tecnología' }).click();
    const form = page.getByRole('dialog', { name: 'Nueva Tecnología' });
    await form.getByLabel(/Descripción/).fill('Notas');
    await page.keyboard.press('Escape');
    await expectAsksToDiscard(page, form);
    await discardDialog(page).getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});

test.describe('leaving an edited form', () => {
  test("Back asks; 'Seguir editando' keeps the form, Descartar goes back", async ({ page }) => {
    await page.goto('/');
    // In-app navigation, so Back stays inside the app and the router's blocker sees it.
    await waitUntilTheAppIsLive(page);
    await page.getByRole('link', { name: 'Startups' }).first().click();
    await expect(page).toHaveURL(/\/startups$/);
    const form = await openNewStartup(page);
    await form.getByLabel('Nombre').fill('Borrador');

    await page.goBack();
    await expectAsksToDiscard(page, form);
    await expect(page).toHaveURL(/\/startups$/);
    await discardDialog(page).getByRole('button', { name: 'Seguir editando' }).click();
    await expect(discardDialog(page)).toHaveCount(0);
    await expect(form.getByLabel('Nombre')).toHaveValue('Borrador');
    await expect(page).toHaveURL(/\/startups$/);

    await page.goBack();
    await expectAsksToDiscard(page, form);
    await discardDialog(page).getByRole('button', { name: 'Descartar' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page).not.toHaveURL(/startups/);
  });

  test("closing the tab with an edited form gets the browser's own prompt", async ({ page }) => {
    await page.goto('/startups');
    const form = await openNewStartup(page);
    await form.getByLabel('Nombre').fill('Borrador');
    // The form holds the page once React has run its effect for the edit: no user closes a tab
    // within those milliseconds of typing, a test can.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const event = new Event('beforeunload', { cancelable: true });
          window.dispatchEvent(event);
          return event.defaultPrevented;
        }),
      )
      .toBe(true);
    const prompt = page.waitForEvent('dialog');
    await page.close({ runBeforeUnload: true });
    const dialog = await prompt;
    expect(dialog.type()).toBe('beforeunload');
    await dialog.accept();
  });
});

test.describe('unreadable numbers', () => {
  for (const typed of ['1e', '--5']) {
    test(`'${typed}' in Inversión is an error and nothing is sent`, async ({ page }) => {
      await page.goto('/startups');
      const writes = countWrites(page);
      const form = await openNewStartup(page);
      await form.getByLabel('Nombre').fill(unique());
      await form.getByLabel(/Fecha de fundación/).fill('2020-02-02');
      await form.getByLabel(/Ubicación/).fill('Lima, Perú');
      await form.getByLabel(/Categoría/).selectOption('SaaS');
      const amount = form.getByLabel(/Monto/);
      await amount.pressSequentially(typed);
      expect(await amount.evaluate((input: HTMLInputElement) => input.validity.badInput)).toBe(
        true,
      );
      await form.getByRole('button', { name: 'Crear Startup' }).click();
      await expect(amount).toHaveAccessibleDescription(
        'El monto de inversión debe ser un número positivo',
      );
      await expect(amount).toBeFocused();
      expect(writes).toEqual([]);

      // Made readable, it is sent as the number it now is.
      await amount.fill('');
      await amount.pressSequentially('5000');
      const create = page.waitForRequest((request) => request.url().endsWith('/startups/create'));
      await form.getByRole('button', { name: 'Crear Startup' }).click();
      expect((await create).postDataJSON()).toMatchObject({ fundingAmount: 5000 });
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  }
});
