import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { killHard, startApiProcess, type ApiProcess } from '../helpers/api-process.ts';
import { startupBody } from '../helpers/fixtures.ts';

const pgSchema = inject('pgSchema');
const CLIENTS = 8;

interface Acknowledged {
  id: number;
  name: string;
}

/** CLIENTS loops creating startups until the API stops answering; the 201s they received. */
async function burstOfCreates(api: ApiProcess, prefix: string, onAck: (count: number) => void) {
  const acknowledged: Acknowledged[] = [];
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = 0; ; i++) {
        const name = `${prefix} ${String(client)}-${String(i)}`;
        const response = await fetch(`${api.url}/v1/api/startups/create`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(startupBody({ name })),
        }).catch(() => undefined);
        if (!response) return; // the process is gone
        if (response.status !== 201) continue;
        const answer = (await response.json().catch(() => undefined)) as
          { data: Acknowledged } | undefined;
        if (!answer) return; // cut while answering: not acknowledged
        acknowledged.push({ id: answer.data.id, name: answer.data.name });
        onAck(acknowledged.length);
      }
    }),
  );
  return acknowledged;
}

const readAll = async (api: ApiProcess) =>
  ((await (await fetch(`${api.url}/v1/api/startups/read`)).json()) as { data: Acknowledged[] })
    .data;

// kill -9 in the middle of a burst of creates: after a restart, every create that was answered
// 201 is there, with its id and name.
const databases = [
  { name: 'PGlite', skip: false },
  { name: 'PostgreSQL', skip: pgSchema === null },
];

describe.each(databases)('kill -9 of the API during creates [$name]', ({ name, skip }) => {
  const dataDir = mkdtempSync(join(tmpdir(), 'api-kill-'));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });
  const env = (): Record<string, string> => {
    if (name === 'PGlite') return { DATABASE_URL: '', DATA_DIR: dataDir };
    const url = new URL(process.env.TEST_DATABASE_URL ?? '');
    url.searchParams.set('options', `-c search_path=${pgSchema ?? 'public'},public`);
    return { DATABASE_URL: url.toString() };
  };

  it.skipIf(skip)('loses no acknowledged record', { timeout: 320_000 }, async () => {
    const prefix = `Ráfaga ${String(Date.now())}`;
    const first = await startApiProcess(env());
    let killed: Promise<void> | undefined;
    const acknowledged = await burstOfCreates(first, prefix, (count) => {
      if (count === 40) killed = killHard(first); // mid-burst, requests in flight
    });
    await killed;
    expect(acknowledged.length).toBeGreaterThanOrEqual(40);

    const second = await startApiProcess(env());
    try {
      const stored = new Map((await readAll(second)).map((startup) => [startup.id, startup.name]));
      const missing = acknowledged.filter((ack) => stored.get(ack.id) !== ack.name);
      expect(missing).toEqual([]);
    } finally {
      await killHard(second);
    }
  });
});
