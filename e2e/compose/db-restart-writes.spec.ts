import { expect, test, type APIRequestContext } from '@playwright/test';
import { ERROR_MESSAGES } from '../../shared/src/contract/messages.ts';
// The API fault tests' write burst: the same 16 writers, the same record of each answer.
import { startWriteBurst, type WriteOutcome } from '../../api/test/helpers/write-burst.ts';
import { compose, containerIds, docker, up } from './docker.ts';

// On the composition: `docker compose restart db` while 16 clients keep creating
// through the shell's proxy. The API's container is neither restarted nor replaced (its process
// survived), every create it acknowledged is stored, every "not stored" 503 stored nothing, and
// creates succeed again within 5 s of PostgreSQL accepting connections again.

const SHELL = process.env.E2E_SHELL_URL ?? 'http://localhost:8080';
const WRITERS = 16;
const RECOVERY_MS = 5_000;
const NOT_STORED = [ERROR_MESSAGES.databaseUnavailable, ERROR_MESSAGES.timeout] as string[];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The startups stored under `prefix` (name → id), read in the database's own container. */
function storedUnder(prefix: string): Map<string, number> {
  const output = compose(
    ...['exec', '-T', 'db', 'psql', '-U', 'sistema', '-d', 'sistema', '-At', '-F', '\t'],
    ...['-c', `SELECT id, name FROM startups WHERE name LIKE '${prefix}%'`],
  );
  const stored = new Map<string, number>();
  for (const line of output.split('\n').filter(Boolean)) {
    const [id = '', name = ''] = line.split('\t');
    stored.set(name, Number(id));
  }
  return stored;
}

/** When the API's container started and how often it was restarted: a crash changes both. */
const apiLife = (id: string) =>
  docker('inspect', '--format', '{{.State.StartedAt}} {{.RestartCount}}', id).trim();

async function apiAnswers(request: APIRequestContext) {
  await expect(async () => {
    expect((await request.get('/v1/api/startups/read')).status()).toBe(200);
  }).toPass({ timeout: 90_000 });
}

test('database restart under 16 writers: the API stays up, no acknowledged write is lost, it recovers within 5 s', async ({
  request,
}) => {
  // 16 writers as fast as they can go would pass the per-client limit (1,200 a minute) in seconds.
  process.env.WRITE_RATE_LIMIT = '1000000';
  try {
    up('api');
    await apiAnswers(request);
    const [api] = containerIds('api');
    if (api === undefined) throw new Error('api debe estar en marcha');
    const lifeBefore = apiLife(api);

    const prefix = `Reinicio bajo carga ${Date.now().toString(36)}`;
    const burst = startWriteBurst(SHELL, prefix, WRITERS);
    const { outcomes } = burst;

    await sleep(2_000);
    const before = outcomes.filter((o) => o.status === 201).length;
    compose('restart', 'db');
    // PostgreSQL accepting connections again: the moment the recovery is counted from.
    let readyAt = 0;
    await expect(() => {
      compose('exec', '-T', 'db', 'pg_isready', '-U', 'sistema', '-d', 'sistema');
      readyAt = Date.now();
    }).toPass({ timeout: 60_000, intervals: [100] });
    await sleep(RECOVERY_MS + 1_000);
    await burst.stop();

    expect(before, 'writes were acknowledged before the restart').toBeGreaterThan(0);
    expect(apiLife(api), 'the API process was never restarted').toBe(lifeBefore);
    expect(containerIds('api')).toEqual([api]);
    const recovered = outcomes.find(
      (o) => o.status === 201 && o.startedAt >= readyAt && o.answeredAt - readyAt <= RECOVERY_MS,
    );
    expect(recovered, 'a create acknowledged within 5 s of the database returning').toBeDefined();

    const count = (status: WriteOutcome['status']) =>
      outcomes.filter((o) => o.status === status).length;
    test.info().annotations.push({
      type: 'escrituras',
      description: `${count(201)} confirmadas, ${count(503)} con 503, de ${outcomes.length}`,
    });
    const stored = storedUnder(prefix);
    const lost = outcomes.filter((o) => o.status === 201 && stored.get(o.name) !== o.id);
    const storedDespite503 = outcomes.filter(
      (o) => o.status === 503 && NOT_STORED.includes(o.error ?? '') && stored.has(o.name),
    );
    const outsideContract = outcomes.filter(
      (o) =>
        !(o.status === 201 || o.status === 503) ||
        (o.status === 503 &&
          ![...NOT_STORED, ERROR_MESSAGES.outcomeUnknown].includes(o.error ?? '')),
    );
    expect(
      lost.map((o) => o.name),
      'acknowledged creates missing',
    ).toEqual([]);
    expect(
      storedDespite503.map((o) => o.name),
      '"not stored" yet stored',
    ).toEqual([]);
    expect(
      outsideContract.map((o) => `${o.name}: ${String(o.status)} ${o.error ?? ''}`),
      'answers outside the contract',
    ).toEqual([]);
  } finally {
    delete process.env.WRITE_RATE_LIMIT;
    up('api'); // recreated with the default limit
    await apiAnswers(request);
  }
});
