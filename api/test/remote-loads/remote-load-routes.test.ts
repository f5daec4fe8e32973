import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import {
  MAX_STORED_FAILURES,
  REMOTE_LOAD_MESSAGES,
  REPORTS_PER_MINUTE,
} from '../../src/remote-loads/remote-load-routes.ts';
import { BACKENDS, TEST_CORS_ORIGINS } from '../helpers/backends.ts';

const TOKEN = 'token-de-operador-de-prueba';
const report = {
  remote: 'startups',
  version: '0123456789ab',
  phase: 'entry',
  durationMs: 120,
  message: 'Failed to fetch',
};

for (const backend of BACKENDS) {
  describe.skipIf(backend.skip)(`remote load failures [${backend.name}]`, () => {
    let app: App;
    let db: Database;
    // Each test its own client address: the per-client limit of one test never reaches another.
    let client = 0;
    const send = (body: unknown, ip = `10.0.0.${client.toString()}`) =>
      app.inject({
        method: 'POST',
        url: '/v1/api/remote-loads',
        payload: body as Record<string, unknown>,
        remoteAddress: ip,
      });
    const failures = (authorization?: string) =>
      app.inject({
        method: 'GET',
        url: '/v1/api/remote-loads/failures',
        headers: authorization ? { authorization } : {},
      });

    beforeAll(async () => {
      db = await backend.open();
      app = await buildApp({ db, corsOrigins: TEST_CORS_ORIGINS, operatorToken: TOKEN });
    });
    afterAll(() => app.close());
    beforeEach(async () => {
      client += 1;
      await db.query('TRUNCATE remote_load_failures RESTART IDENTITY');
    });

    it('records a valid report and shows it to the operator per remote, version and phase', async () => {
      expect((await send(report)).json()).toEqual({ message: REMOTE_LOAD_MESSAGES.recorded });
      await send({ ...report, message: 'otra vez', extra: 'ignorado' });
      await send({ ...report, phase: 'render', version: 'sin versión' });
      const answer = await failures(`Bearer ${TOKEN}`);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['cache-control']).toBe('no-store');
      const { data } = answer.json<{ data: Record<string, unknown>[] }>();
      expect(data).toHaveLength(2);
      expect(data).toContainEqual(
        expect.objectContaining({
          remote: 'startups',
          version: '0123456789ab',
          phase: 'entry',
          count: 2,
          lastMessage: 'otra vez',
        }),
      );
      expect(data).toContainEqual(
        expect.objectContaining({ version: 'sin versión', phase: 'render', count: 1 }),
      );
    });

    it('refuses an invalid report in Spanish and stores nothing', async () => {
      const answer = await send({ ...report, remote: 'pagos', phase: 'boot', durationMs: -1 });
      expect(answer.statusCode).toBe(400);
      const { details } = answer.json<{ details: Record<string, string> }>();
      expect(details).toMatchObject({
        phase: 'Debe ser manifest, entry, init, expose o render',
        durationMs: 'No puede ser negativo',
      });
      // The registry's remotes, the product's two first (a generated one's is listed after).
      expect(details.remote).toMatch(/^Debe ser startups(, | o )technologies( |$)/);
      expect((await send({ ...report, version: '../etc' })).statusCode).toBe(400);
      expect((await send({ ...report, message: 'x'.repeat(301) })).statusCode).toBe(400);
      const { data } = (await failures(`Bearer ${TOKEN}`)).json<{ data: unknown[] }>();
      expect(data).toEqual([]);
    });

    it('limits each client, not the others', async () => {
      for (let i = 0; i < REPORTS_PER_MINUTE; i += 1) {
        expect((await send(report, '10.9.9.9')).statusCode).toBe(202);
      }
      const refused = await send(report, '10.9.9.9');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({ error: REMOTE_LOAD_MESSAGES.tooMany });
      expect((await send(report, '10.9.9.10')).statusCode).toBe(202);
    });

    it('keeps only the newest reports', async () => {
      await db.query(
        `INSERT INTO remote_load_failures (remote, version, phase, duration_ms)
         SELECT 'startups', '0123456789ab', 'entry', 1 FROM generate_series(1, $1::int)`,
        [MAX_STORED_FAILURES + 50],
      );
      await send(report);
      const rows = await db.query<{ count: string | number }>(
        'SELECT count(*) AS count FROM remote_load_failures',
      );
      expect(Number(rows[0]?.count)).toBe(MAX_STORED_FAILURES);
    });

    it('refuses to show the failures to anyone without the operator token', async () => {
      await send(report);
      for (const authorization of [undefined, 'Bearer otro-token', TOKEN, `Bearer ${TOKEN}x`]) {
        const answer = await failures(authorization);
        expect(answer.statusCode).toBe(403);
        expect(answer.json()).toEqual({ error: REMOTE_LOAD_MESSAGES.operatorsOnly });
      }
      const closed = await buildApp({ db, corsOrigins: TEST_CORS_ORIGINS });
      const answer = await closed.inject({
        method: 'GET',
        url: '/v1/api/remote-loads/failures',
        headers: { authorization: 'Bearer ' },
      });
      expect(answer.statusCode).toBe(403);
      await closed.close();
    });
  });
}
