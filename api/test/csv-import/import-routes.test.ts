import {
  IMPORT_BATCH_MAX_ROWS,
  IMPORT_MESSAGES,
  importDoneMessage,
  VALIDATION_MESSAGES,
  type Startup,
  type Technology,
} from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import { describeOnBackends } from '../helpers/backends.ts';
import { startupBody, technologyBody } from '../helpers/fixtures.ts';
import { send } from '../versions/send.ts';

// 'Importar CSV' on the server: a batch is validated with the create schema, stored in one
// transaction, and a row imported before is never stored twice (migration 013).

const STARTUPS = '/v1/api/startups';
const TECHNOLOGIES = '/v1/api/technologies';

describeOnBackends('CSV import', (context) => {
  const importRows = (path: string, rows: unknown) =>
    send<{ message?: string; created?: number; existing?: number; error?: string; rows?: unknown }>(
      context.app,
      'POST',
      `${path}/import`,
      { body: { rows } },
    );
  const startupNames = async () =>
    (await send<{ data: Startup[] }>(context.app, 'GET', `${STARTUPS}/read`)).body.data
      .map((startup) => startup.name)
      .sort();

  const file = [
    startupBody({ name: 'Energía Solar', location: 'Cusco, Perú' }),
    startupBody({ name: 'Saúde Conecta', category: 'HealthTech', fundingAmount: 0 }),
    startupBody({ name: '=HYPERLINK("x")', category: 'Other' }),
  ];

  it('creates a batch, and the same rows again create nothing new', async () => {
    const first = await importRows(STARTUPS, file);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: importDoneMessage(3, 0), created: 3, existing: 0 });
    expect(await startupNames()).toEqual(['=HYPERLINK("x")', 'Energía Solar', 'Saúde Conecta']);

    // The same file, its cells spaced differently: the schema trims them, the rows are the same.
    const again = await importRows(STARTUPS, [
      ...file.slice(0, 2),
      { ...file[2], name: '  =HYPERLINK("x")  ' },
    ]);
    expect(again.body).toEqual({ message: importDoneMessage(0, 3), created: 0, existing: 3 });
    expect(await startupNames()).toHaveLength(3);
    expect(importDoneMessage(0, 3)).toBe(
      'Importación completada: 0 registros creados, 3 ya existían.',
    );
  });

  it('refuses a batch with a bad row with each row’s Spanish errors, and stores none of it', async () => {
    const answer = await importRows(STARTUPS, [
      file[0],
      startupBody({ name: ' ', foundedAt: '14/03/2019' }),
      file[1],
      startupBody({ fundingAmount: -5 }),
    ]);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual({
      error: IMPORT_MESSAGES.rowsInvalid,
      rows: [
        {
          index: 1,
          details: {
            name: VALIDATION_MESSAGES.nameRequired,
            foundedAt: VALIDATION_MESSAGES.foundedAtFormat,
          },
        },
        { index: 3, details: { fundingAmount: VALIDATION_MESSAGES.fundingAmountInvalid } },
      ],
    });
    expect(await startupNames()).toEqual([]);
  });

  it('refuses an empty batch and one over the limit in Spanish', async () => {
    const empty = await importRows(STARTUPS, []);
    expect([empty.status, empty.body.error]).toEqual([400, IMPORT_MESSAGES.noRows]);
    const tooMany = await importRows(
      STARTUPS,
      Array.from({ length: IMPORT_BATCH_MAX_ROWS + 1 }, (_, n) => startupBody({ name: `S${n}` })),
    );
    expect([tooMany.status, tooMany.body.error]).toEqual([400, IMPORT_MESSAGES.tooManyRows]);
  });

  it('counts a row twice in one file once, and imports again a row whose record was deleted', async () => {
    const twice = await importRows(TECHNOLOGIES, [
      technologyBody({ description: '' }),
      technologyBody({ description: null }),
      technologyBody({ name: 'Blockchain', sector: 'FinTech' }),
    ]);
    expect(twice.body).toMatchObject({ created: 2, existing: 1 });

    const list = await send<{ data: Technology[] }>(context.app, 'GET', `${TECHNOLOGIES}/read`);
    const telemedicina = list.body.data.find((technology) => technology.name === 'Telemedicina');
    expect(telemedicina?.description).toBeNull();
    await send(context.app, 'DELETE', `${TECHNOLOGIES}/delete/${String(telemedicina?.id)}`);

    const again = await importRows(TECHNOLOGIES, [technologyBody({ description: null })]);
    expect(again.body).toMatchObject({ created: 1, existing: 0 });
    const after = await send<{ data: Technology[] }>(context.app, 'GET', `${TECHNOLOGIES}/read`);
    expect(after.body.data.map((technology) => technology.name).sort()).toEqual([
      'Blockchain',
      'Telemedicina',
    ]);
  });

  it('keeps the resources apart: the same fields never count as another resource’s rows', async () => {
    await importRows(STARTUPS, [file[0]]);
    const technologies = await importRows(TECHNOLOGIES, [technologyBody()]);
    expect(technologies.body).toMatchObject({ created: 1, existing: 0 });
  });
});
