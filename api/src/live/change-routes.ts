// GET /v1/api/changes (docs/architecture.md, Live lists): a Server-Sent Events
// stream that names the resource of every committed write, from any connection or API instance,
// as the database reports it (db/table-changes.ts: LISTEN/NOTIFY on PostgreSQL, in-process on
// PGlite). Clients refetch what the event names; nothing else is sent, so no record leaks here.
import type { FastifyPluginCallback } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { TableChanges } from '../db/table-changes.ts';
import { ConnectionLimit } from './connection-limit.ts';
import { LIVE_MESSAGES } from './live-messages.ts';
import { sseComment, sseEvent, sseRetry } from './sse.ts';

/** Comment lines this often keep proxies (nginx, vite preview: 25 s idle) from closing the stream. */
export const HEARTBEAT_MS = 15_000;
/** The browser waits this long before reconnecting a dropped stream by itself. */
export const RETRY_MS = 2_000;
/** Streams per client address: a few tabs each; an EventSource per page (shared/src/live/). */
export const DEFAULT_STREAMS_PER_CLIENT = 20;
export const DEFAULT_STREAMS_IN_ALL = 2_000;

export interface ChangeRoutesOptions {
  changes: TableChanges;
  /** Table name → the resource name clients know it by (its path and query key). */
  resourceOf: ReadonlyMap<string, string>;
  streamsPerClient?: number;
  streamsInAll?: number;
  heartbeatMs?: number;
}

const STREAM_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: no proxy may compress it (a gzip buffer would hold events back).
  'cache-control': 'no-store, no-transform',
  // nginx passes the stream on as it comes (deploy/nginx also turns buffering off for the path).
  'x-accel-buffering': 'no',
};

export const changeRoutes: FastifyPluginCallback<ChangeRoutesOptions> = (app, options, done) => {
  const { changes, resourceOf, heartbeatMs = HEARTBEAT_MS } = options;
  const limit = new ConnectionLimit(
    options.streamsPerClient ?? DEFAULT_STREAMS_PER_CLIENT,
    options.streamsInAll ?? DEFAULT_STREAMS_IN_ALL,
  );
  const open = new Set<() => void>();
  // Streams never end by themselves: closing the app ends them, else the server waits forever.
  app.addHook('preClose', (hookDone) => {
    for (const end of open) end();
    hookDone();
  });

  app.get('/', { schema: { hide: true } }, (request, reply) => {
    const release = limit.acquire(request.ip);
    if (!release) {
      void reply
        .code(429)
        .header('retry-after', String(RETRY_MS / 1000))
        .send({ error: LIVE_MESSAGES.tooManyStreams });
      return;
    }
    // Written by hand from here on; the hooks' headers (security, CORS) are carried over.
    reply.hijack();
    const raw = reply.raw;
    const headers: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) headers[name] = value;
    }
    raw.writeHead(200, { ...headers, ...STREAM_HEADERS });
    raw.write(sseRetry(RETRY_MS));

    const unsubscribe = changes.subscribe((event) => {
      if (event.type === 'changed') {
        const resource = resourceOf.get(event.table);
        if (resource) raw.write(sseEvent('change', { resource }));
      } else if (event.type === 'connected') {
        // The listener was (re)connected: writes may have gone unreported meanwhile.
        raw.write(sseEvent('resync', {}));
      }
    });
    const heartbeat = setInterval(() => raw.write(sseComment('ping')), heartbeatMs);
    const end = () => {
      if (!open.delete(end)) return;
      clearInterval(heartbeat);
      unsubscribe();
      release();
      raw.end();
    };
    open.add(end);
    raw.on('close', end);
  });
  done();
};
