import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';

// 'Exportar CSV' and 'Importar CSV' (docs/product.md, CSV) on the composed site: the file the
// browser downloads, and an import that previews, stores on confirmation, and adds nothing twice.

const tag = () => `CSV${Date.now().toString(36)}`;
const BOM = [0xef, 0xbb, 0xbf];
const HEADER = 'Nombre,Fecha de fundación,Ubicación,Categoría,Monto de inversión (USD)';

async function chooseFile(page: Page, name: string, text: string) {
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  await (await chooser).setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(text) });
  return page.getByRole('dialog', { name: 'Vista previa de la importación' });
}

test('Exportar CSV downloads the filtered, sorted list: BOM, Spanish headers, quoting, no formulas', async ({
  page,
}) => {
  const mark = tag();
  for (const body of [
    { name: `Zona ${mark}`, location: 'Lima, Perú', category: 'IoT', fundingAmount: 0 },
    { name: `=HYPERLINK("http://x") ${mark}`, location: 'Cusco, Perú', category: 'FinTech' },
    { name: `Energía ${mark}`, location: 'Quito, Ecuador', category: 'CleanTech' },
  ]) {
    const created = await page.request.post('/v1/api/startups/create', {
      data: { foundedAt: '2021-03-04', fundingAmount: 250000, ...body },
    });
    expect(created.status()).toBe(201);
  }

  // Filtered by the name search and ordered by name, as the URL says.
  await page.goto(`/startups?name=${mark}&sort=-name`);
  await expect(page.getByRole('row').filter({ hasText: mark })).toHaveCount(3);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^startups-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile(await file.path());
  expect([...bytes.subarray(0, 3)]).toEqual(BOM);
  expect(bytes.subarray(3).toString('utf8').split('\r\n')).toEqual([
    HEADER,
    `Zona ${mark},2021-03-04,"Lima, Perú",IoT,0`,
    `Energía ${mark},2021-03-04,"Quito, Ecuador",CleanTech,250000`,
    `"'=HYPERLINK(""http://x"") ${mark}",2021-03-04,"Cusco, Perú",FinTech,250000`,
    '',
  ]);
});

test('Importar CSV previews a bad row, stores the good ones on confirmation, and adds nothing the second time', async ({
  page,
}) => {
  const mark = tag();
  const csv = [
    HEADER,
    `Andina ${mark},2020-05-10,"Cusco, Perú",CleanTech,250000`,
    `,10/05/2020,"Quito, Ecuador",FinTech,`,
    `Saúde ${mark},2019-02-01,"São Paulo, Brasil",HealthTech,`,
  ].join('\r\n');
  await page.goto(`/startups?name=${mark}`);
  await expect(page.getByText('Ninguna startup coincide con los filtros.')).toBeVisible();

  const imports: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/v1/api/startups/import')) imports.push(request.method());
  });
  const preview = await chooseFile(page, 'startups.csv', `\uFEFF${csv}`);
  await expect(preview).toContainText(
    '2 filas listas para importar; 1 fila con errores no se importará.',
  );
  const bad = preview.getByRole('row').filter({ hasText: 'El nombre es requerido' });
  await expect(bad).toContainText('3');
  await expect(bad).toContainText('Fecha de fundación: Formato de fecha inválido (YYYY-MM-DD)');
  await expect(preview.getByRole('row').filter({ hasText: 'Lista para importar' })).toHaveCount(2);
  expect(imports).toEqual([]); // nothing saved before the confirmation
  await expectNoSeriousA11yViolations(page, 'la vista previa de la importación');

  await preview.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Importación completada: 2 registros creados, 0 ya existían.' }),
  ).toBeVisible();
  await expect(preview).toBeHidden();
  const rows = page.getByRole('row').filter({ hasText: mark });
  await expect(rows).toHaveCount(2);
  await expect(rows.filter({ hasText: 'São Paulo, Brasil' })).toContainText(`Saúde ${mark}`);

  // The same file again: the preview is the same, the import creates nothing.
  const again = await chooseFile(page, 'startups.csv', `\uFEFF${csv}`);
  await again.getByRole('button', { name: 'Confirmar importación' }).click();
  await expect(
    page
      .getByRole('status')
      .filter({ hasText: 'Importación completada: 0 registros creados, 2 ya existían.' }),
  ).toBeVisible();
  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: mark })).toHaveCount(2);
  expect(imports).toEqual(['POST', 'POST']);
});
