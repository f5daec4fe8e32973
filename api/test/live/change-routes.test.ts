import Fastify from 'fastify';
import { afterEach, expect, it } from 'vitest';
import { createTableChanges, type TableChangeListener } from '../../src/db/table-changes.ts';
import { changeRoutes } from '../../src/live/change-routes.ts';
import { openEventStream } from '../helpers/event-stream.ts';

// The stream's own duties, on a change feed the test drives: heartbeats keep an idle stream busy,
// a reconnected feed tells clients to resync, tables no client knows are not named.

let close: (() => Promise<void>) | undefined;
afterEach(async () => {
  await close?.();
});

async function streamOn(heartbeatMs: number) {
  let emit: TableChangeListener = () => undefined;
  const changes = createTableChanges((emitter) => {
    emit = emitter;
    return () => Promise.resolve();
  });
  const app = Fastify();
  await app.register(changeRoutes, {
    prefix: '/v1/api/changes',
    changes,
    resourceOf: new Map([['startups', 'startups']]),
    heartbeatMs,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  close = () => app.close();
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('not listening on a port');
  const stream = await openEventStream(`http://127.0.0.1:${String(address.port)}/v1/api/changes`);
  return { stream, emit: (event: Parameters<TableChangeListener>[0]) => emit(event) };
}

it('sends heartbeat comments while nothing changes', async () => {
  const { stream } = await streamOn(30);
  await expect.poll(() => stream.text.split(': ping\n\n').length - 1).toBeGreaterThanOrEqual(2);
  expect(stream.events).toEqual([]);
  stream.close();
});

it('tells clients to resync when the database listener reconnects, and names only known tables', async () => {
  const { stream, emit } = await streamOn(60_000);
  emit({ type: 'disconnected' });
  emit({ type: 'changed', table: 'idempotency_keys' });
  emit({ type: 'connected' });
  emit({ type: 'changed', table: 'startups' });
  await stream.next((event) => event.event === 'change');
  expect(stream.events).toEqual([
    { event: 'resync', data: '{}' },
    { event: 'change', data: '{"resource":"startups"}' },
  ]);
  stream.close();
});
