// The end-to-end test a new section starts with: the spec's behaviours (docs/product.md) in the
// section's own words, driven in Chromium through the composed site like startups.spec.ts.
import { sectionTexts } from './words.mjs';

/**
 * @param {string} key
 * @param {import('./words.mjs').Nouns} nouns
 */
export function e2eSpec(key, nouns) {
  const text = sectionTexts(nouns);
  // The export is named after the plural, without accents, as a file name people can type.
  const fileBase = nouns.plural.normalize('NFD').replace(/\p{Diacritic}/gu, '');
  return `import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';

// The section \`npm run new-resource\` created, as a user meets it: nav and home, the empty list,
// create, search, edit, delete with confirmation and 'Deshacer', CSV export, and every text in the
// right gender and number.
const TEXT = ${JSON.stringify(text, null, 2)} as const;
const API = '/v1/api/${key}';

test('${text.nav}: from the nav to create, search, edit, export, delete and undo', async ({
  page,
  request,
}) => {
  // An empty list to start from, whatever ran before.
  const listed = (await (await request.get(\`\${API}/read\`)).json()) as { data: { id: number }[] };
  for (const { id } of listed.data) await request.delete(\`\${API}/delete/\${id}\`);

  await page.goto('/');
  await page.getByRole('banner').getByRole('link', { name: TEXT.nav, exact: true }).click();
  await expect(page).toHaveURL(/\\/${key}$/);
  await expect(page.getByRole('heading', { name: TEXT.title })).toBeVisible();
  await expect(page.getByText(TEXT.empty)).toBeVisible();

  // Create: the required name is checked before anything is sent.
  await page.getByRole('button', { name: TEXT.createButton }).click();
  const dialog = page.getByRole('dialog', { name: TEXT.createTitle });
  await dialog.getByRole('button', { name: TEXT.createSubmit }).click();
  await expect(dialog.getByText('El nombre es requerido')).toBeVisible();
  const name = \`Prueba \${Date.now().toString(36)}\`;
  await dialog.getByLabel('Nombre').fill(name);
  await dialog.getByRole('button', { name: TEXT.createSubmit }).click();
  await expect(page.getByRole('status').filter({ hasText: TEXT.created })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toHaveCount(1);

  // A second record, then a search by name that finds only the first.
  const other = await request.post(\`\${API}/create\`, { data: { name: 'Otro registro' } });
  expect(other.status()).toBe(201);
  await page.getByRole('searchbox', { name: /Buscar por nombre/ }).fill(name.toUpperCase());
  await expect(page).toHaveURL(/name=/);
  await expect(page.getByRole('row').filter({ hasText: 'Otro registro' })).toHaveCount(0);
  await expect(row).toHaveCount(1);

  // Edit: prefilled, saved, shown.
  await row.getByRole('button', { name: /^Editar/ }).click();
  const edit = page.getByRole('dialog', { name: TEXT.editTitle });
  await expect(edit.getByLabel('Nombre')).toHaveValue(name);
  const renamed = \`\${name} editado\`;
  await edit.getByLabel('Nombre').fill(renamed);
  await edit.getByRole('button', { name: TEXT.updateSubmit }).click();
  await expect(page.getByText(TEXT.updated)).toBeVisible();
  const renamedRow = page.getByRole('row').filter({ hasText: renamed });
  await expect(renamedRow).toHaveCount(1);

  // Export: the filtered list, headed by the field's label.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^${fileBase}-\\d{4}-\\d{2}-\\d{2}\\.csv$/);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\\uFEFF/, '');
  expect(csv.split('\\r\\n')).toEqual(['Nombre', renamed, '']);

  // Delete after confirming, then 'Deshacer' brings the same record back.
  await renamedRow.getByRole('button', { name: /^Eliminar/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmar Eliminación' });
  await expect(confirm).toContainText(TEXT.deleteQuestion);
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  await expect(page.getByText(TEXT.deleted)).toBeVisible();
  await expect(renamedRow).toHaveCount(0);
  await page.getByRole('button', { name: 'Deshacer', exact: true }).click();
  await expect(renamedRow).toHaveCount(1);

  // Everything deleted: the spec's empty text again.
  await page.getByRole('button', { name: 'Limpiar Filtros' }).click();
  for (const record of [renamed, 'Otro registro']) {
    await page.getByRole('row').filter({ hasText: record }).getByRole('button', { name: /^Eliminar/ }).click();
    await confirm.getByRole('button', { name: 'Eliminar' }).click();
    await expect(page.getByRole('row').filter({ hasText: record })).toHaveCount(0);
  }
  await expect(page.getByText(TEXT.empty)).toBeVisible();
});
`;
}
