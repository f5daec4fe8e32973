import { expect, test, type APIRequestContext } from '@playwright/test';

// Undo after a delete and bulk delete (docs/product.md): the spec's banner keeps its text, the undo
// is its own toast, and it brings back the same records (same ids).

const suffix = () => Date.now().toString(36);

async function createStartup(request: APIRequestContext, name: string) {
  const answer = await request.post('/v1/api/startups/create', {
    data: {
      name,
      foundedAt: '2021-06-01',
      location: 'Lima, Perú',
      category: 'SaaS',
      fundingAmount: 2000,
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number; name: string } }).data;
}

async function createTechnology(request: APIRequestContext, name: string) {
  const answer = await request.post('/v1/api/technologies/create', {
    data: { name, sector: 'Energy', description: null, adoptionLevel: 'growing' },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { data: { id: number; name: string } }).data;
}

async function storedIds(request: APIRequestContext, path: string, names: string[]) {
  const answer = await request.get(path);
  const { data } = (await answer.json()) as { data: { id: number; name: string }[] };
  return data.filter((record) => names.includes(record.name)).map((record) => record.id);
}

test('Deshacer after a delete brings the same startup back', async ({ page, request }) => {
  const name = `Vuelve ${suffix()}`;
  const created = await createStartup(request, name);
  await page.goto(`/startups?name=${encodeURIComponent(name)}`);
  const row = page.getByRole('row').filter({ hasText: name });
  await row.getByRole('button', { name: /^Eliminar/ }).click();
  await page
    .getByRole('dialog', { name: 'Confirmar Eliminación' })
    .getByRole('button', { name: 'Eliminar' })
    .click();

  await expect(page.getByText('Startup eliminada exitosamente')).toBeVisible();
  await expect(row).toHaveCount(0);
  // The undo is not inside the success banner, and it outlives the banner's 3 s.
  const undo = page.getByRole('button', { name: 'Deshacer', exact: true });
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Startup eliminada exitosamente' })
      .getByRole('button', { name: 'Deshacer', exact: true }),
  ).toHaveCount(0);
  await expect(page.getByText('Startup eliminada exitosamente')).toBeHidden({ timeout: 5_000 });
  await expect(undo).toBeVisible();

  await undo.click();
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Lima, Perú');
  await expect(undo).toHaveCount(0);
  expect(await storedIds(request, '/v1/api/startups/read', [name])).toEqual([created.id]);
});

test('bulk delete of two named technologies by keyboard, and one Deshacer for both', async ({
  page,
  request,
}) => {
  const tag = suffix();
  const names = [`Lote A ${tag}`, `Lote B ${tag}`];
  const kept = `Lote C ${tag}`;
  const ids = [];
  for (const name of [...names, kept]) ids.push((await createTechnology(request, name)).id);
  await page.goto('/technologies?sector=Energy');

  for (const name of names) {
    const box = page.getByRole('checkbox', { name: `Seleccionar ${name}` });
    await box.focus();
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  const bulk = page.getByRole('button', { name: 'Eliminar seleccionadas (2)' });
  await bulk.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
  await expect(dialog).toContainText('¿Eliminar 2 tecnologías?');
  await expect(dialog).toContainText(names[0] ?? '');
  await dialog.getByRole('button', { name: 'Eliminar' }).focus();
  await page.keyboard.press('Enter');

  await expect(page.getByText('2 tecnologías eliminadas exitosamente')).toBeVisible();
  for (const name of names) await expect(page.getByRole('heading', { name })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: kept })).toBeVisible();
  await expect(page.getByText('Puedes deshacer la eliminación de 2 tecnologías.')).toBeVisible();

  await page.getByRole('button', { name: 'Deshacer', exact: true }).focus();
  await page.keyboard.press('Enter');
  for (const name of names) await expect(page.getByRole('heading', { name })).toBeVisible();
  const restored = await storedIds(request, '/v1/api/technologies/read', names);
  expect(restored.sort()).toEqual(ids.slice(0, 2).sort());
});

test('bulk delete in the startups table with Seleccionar todas, and its undo', async ({
  page,
  request,
}) => {
  const tag = suffix();
  const names = [`Grupo A ${tag}`, `Grupo B ${tag}`];
  for (const name of names) await createStartup(request, name);
  await page.goto(`/startups?name=${encodeURIComponent(tag)}`);
  await expect(page.getByRole('row')).toHaveCount(3);

  await page.getByRole('checkbox', { name: 'Seleccionar todas', exact: true }).check();
  for (const name of names) {
    await expect(page.getByRole('checkbox', { name: `Seleccionar ${name}` })).toBeChecked();
  }
  await page.getByRole('button', { name: 'Eliminar seleccionadas (2)' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
  await expect(dialog).toContainText('¿Eliminar 2 startups?');
  await dialog.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText('2 startups eliminadas exitosamente')).toBeVisible();
  await expect(page.getByText('Ninguna startup coincide con los filtros.')).toBeVisible();

  await page.getByRole('button', { name: 'Deshacer', exact: true }).click();
  await expect(page.getByRole('row')).toHaveCount(3);
});

test('at 390 px each card checkbox is a 44 px target', async ({ page, request }) => {
  const name = `Objetivo ${suffix()}`;
  await createStartup(request, name);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/startups?name=${encodeURIComponent(name)}`);
  const box = page.getByRole('checkbox', { name: `Seleccionar ${name}` });
  await expect(box).toBeVisible();
  // The label around the box is what a finger hits.
  const target = await box.locator('xpath=..').boundingBox();
  expect(target?.height).toBeGreaterThanOrEqual(44);
  expect(target?.width).toBeGreaterThanOrEqual(44);
});
