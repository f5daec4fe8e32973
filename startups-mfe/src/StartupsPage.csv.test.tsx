import { fireEvent, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { buildStartup } from './testing/data.ts';
import { API, db, record } from './testing/handlers.ts';
import { renderStartupsPage } from './testing/render.tsx';
import { server } from './testing/server.ts';

// 'Exportar CSV' and 'Importar CSV' on the startups screen (docs/product.md, CSV).

const BOM = '\uFEFF';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Captures the file the page hands to the browser: its name and its text. */
function catchDownload() {
  const files: Blob[] = [];
  // jsdom has no object URLs: the page's Blob is kept instead.
  URL.createObjectURL = (blob: Blob) => {
    files.push(blob);
    return 'blob:csv';
  };
  URL.revokeObjectURL = () => undefined;
  const names: string[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    names.push(this.download);
  });
  return { files, names };
}

describe('Exportar CSV', () => {
  test('downloads the filtered, sorted list with Spanish headers, the BOM and neutralised formulas', async () => {
    db.reset([
      buildStartup({ name: 'Zeta Energía', category: 'CleanTech', funding_amount: null }),
      buildStartup({ name: 'Otra', category: 'FinTech' }),
      buildStartup({ name: '=1+1', category: 'CleanTech', location: 'Lima, Perú' }),
    ]);
    const download = catchDownload();
    const { user } = renderStartupsPage('/startups?category=CleanTech&sort=name');
    await screen.findByRole('cell', { name: 'Zeta Energía' });

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(download.names).toEqual([expect.stringMatching(/^startups-\d{4}-\d{2}-\d{2}\.csv$/)]);
    const bytes = new Uint8Array((await download.files[0]?.arrayBuffer()) ?? new ArrayBuffer(0));
    // Blob.text() would drop the BOM while decoding: the bytes are read as they are.
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(download.files[0]?.type).toBe('text/csv;charset=utf-8');
    expect(text.split('\r\n')).toEqual([
      `${BOM}Nombre,Fecha de fundación,Ubicación,Categoría,Monto de inversión (USD)`,
      `'=1+1,2020-01-15,"Lima, Perú",CleanTech,1500000`,
      'Zeta Energía,2020-01-15,"Ciudad de México, México",CleanTech,',
      '',
    ]);
  });
});

describe('Importar CSV', () => {
  const FILE = [
    'Nombre,Fundación,Ubicación,Categoría,funding_amount,Notas',
    'Energía Andina,2021-05-10,"Cusco, Perú",CleanTech,250000,',
    ',15/05/2021,"Quito, Ecuador",FinTech,,',
    'Saúde Conecta,2019-02-01,"São Paulo, Brasil",HealthTech,,ver luego',
  ].join('\r\n');

  const chooseFile = (text: string) =>
    fireEvent.change(screen.getByLabelText('Archivo CSV para importar'), {
      target: { files: [new File([text], 'startups.csv', { type: 'text/csv' })] },
    });

  test('previews each row with its errors, saves nothing until confirmed, then only the good rows', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(`${API}/startups/import`, async ({ request }) => {
        const { rows } = (await record(request)).body as { rows: unknown[] };
        sent.push(...rows);
        return HttpResponse.json({
          message: '',
          created: rows.length,
          existing: 0,
        });
      }),
    );
    const { user } = renderStartupsPage();
    await screen.findByText('No se encontraron startups. Crea la primera!');

    chooseFile(FILE);
    const dialog = within(
      await screen.findByRole('dialog', { name: 'Vista previa de la importación' }),
    );
    expect(
      dialog.getByText(
        '2 filas listas para importar; 1 fila con errores no se importará. Nada se guarda hasta que confirmes.',
      ),
    ).toBeVisible();
    // The table's headers and an API name are read; a column of no field is named as ignored.
    expect(dialog.getByText('«Fundación» → Fecha de fundación')).toBeVisible();
    expect(dialog.getByText('«funding_amount» → Monto de inversión (USD)')).toBeVisible();
    expect(dialog.getByText('Se ignora la columna «Notas».')).toBeVisible();
    const rows = dialog.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '2Energía AndinaLista para importar',
      '3Nombre: El nombre es requeridoFecha de fundación: Formato de fecha inválido (YYYY-MM-DD)',
      '4Saúde ConectaLista para importar',
    ]);
    expect(db.calls.filter((call) => call.method === 'POST')).toEqual([]);

    await user.click(dialog.getByRole('button', { name: 'Confirmar importación' }));
    expect(
      await screen.findByText('Importación completada: 2 registros creados, 0 ya existían.'),
    ).toBeVisible();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sent).toEqual([
      {
        name: 'Energía Andina',
        foundedAt: '2021-05-10',
        location: 'Cusco, Perú',
        category: 'CleanTech',
        fundingAmount: 250000,
      },
      {
        name: 'Saúde Conecta',
        foundedAt: '2019-02-01',
        location: 'São Paulo, Brasil',
        category: 'HealthTech',
        fundingAmount: 0,
      },
    ]);
  });

  test('Cancelar closes the preview and sends nothing; a file without the columns says which', async () => {
    const { user } = renderStartupsPage();
    await screen.findByText('No se encontraron startups. Crea la primera!');
    chooseFile(FILE);
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    chooseFile('Nombre;Categoría\nKavak;E-commerce');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Al archivo le faltan columnas: Fecha de fundación, Ubicación. La primera fila debe tener los encabezados.',
    );
    expect(db.calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
