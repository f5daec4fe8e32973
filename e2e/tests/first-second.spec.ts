import { expect, test, type Page } from '@playwright/test';

// What a person does in the first second of a page, on a slow phone's CPU (4× slowdown): a
// control that is on screen takes every key, each filter change is one history entry, and the
// exit guard asks however fast Back follows a search and an edit.

/** Chromium's CPU slowed down `rate` times (4: Lighthouse's phone preset). */
async function slowCpu(page: Page, rate = 4) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
}

const categorySelect = (page: Page) => page.getByRole('combobox', { name: 'Categoría' });
const searchBox = (page: Page) => page.getByRole('searchbox', { name: /Buscar por nombre/ });

test.describe('the first second of a page', () => {
  test('at 4× CPU slowdown, three arrow keys on the category select choose the third; one Back undoes it', async ({
    page,
  }) => {
    await slowCpu(page);
    await page.goto('/');
    await page.goto('/startups');
    // No wait for the list: the keys go in as soon as the select is there.
    await categorySelect(page).focus();
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
    await expect(categorySelect(page)).toHaveValue('HealthTech');
    await expect(page).toHaveURL(/\/startups\?category=HealthTech$/);
    // Settled: no second entry comes later.
    await page.waitForTimeout(1_000);
    await page.goBack();
    await expect(page).toHaveURL(/\/startups$/);
    await expect(categorySelect(page)).toHaveValue('');
    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
  });

  test('at 4× CPU slowdown, typing in the search as soon as it shows keeps every character', async ({
    page,
  }) => {
    await slowCpu(page);
    await page.goto('/technologies');
    await searchBox(page).pressSequentially('cuántica', { delay: 0 });
    await expect(searchBox(page)).toHaveValue('cuántica');
    await expect(page).toHaveURL(/\/technologies\?name=cu%C3%A1ntica$/);
  });

  // At full speed too: the search is not yet in the URL when Back comes, and the page is the
  // first of the tab's history, so Back would leave the document, where no blocker can ask.
  for (const rate of [4, 1]) {
    test(`Back right after a search and an edit asks before leaving the form, ${rate === 1 ? 'at full speed' : `at ${String(rate)}× CPU slowdown`}`, async ({
      page,
    }) => {
      const tag = `FS${Date.now().toString(36)}`;
      const name = `${tag} Rápida`;
      const created = await page.request.post('/v1/api/startups/create', {
        data: {
          name,
          foundedAt: '2019-04-02',
          location: 'Lima, Perú',
          category: 'SaaS',
          fundingAmount: 1000,
        },
      });
      expect(created.status()).toBe(201);
      await slowCpu(page, rate);
      await page.goto(`/startups?name=${tag}`);
      // A cold load on a slowed CPU: seconds, more on a busy machine.
      await expect(page.getByRole('button', { name: `Editar ${name}` })).toBeVisible({
        timeout: 30_000,
      });
      // A search, an edit and Back, each as soon as it can be done: the search's URL write is
      // still pending when the form opens.
      await searchBox(page).press('End');
      await searchBox(page).pressSequentially(' Rá', { delay: 0 });
      await page.getByRole('button', { name: `Editar ${name}` }).click();
      const form = page.getByRole('dialog', { name: 'Editar Startup' });
      await form.getByLabel('Nombre').fill(`${name} editada`);
      await page.goBack();
      const ask = page.getByRole('dialog', { name: '¿Descartar los cambios?' });
      await expect(ask).toBeVisible();
      await ask.getByRole('button', { name: 'Seguir editando' }).click();
      await expect(form.getByLabel('Nombre')).toHaveValue(`${name} editada`);
    });
  }
});
