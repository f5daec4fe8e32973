// GET /v1/api/changes (docs/architecture.md, Live lists): a Server-Sent Events
// stream that names the resource of every committed write, from any connection or API instance,
// as the database reports it (db/table-changes.ts: LISTEN/NOTIFY on PostgreSQL, in-process on
// PGlite). Clients refetch what the event names; nothing else is sent, so no record leaks here.
import type { FastifyPluginCallback, FastifyReply, FastifySchema } from 'fastify';
import type { OutgoingHttpHeaders } from 'node:http';
import type { TableChanges } from '../db/table-changes.ts';
import { ConnectionLimit } from './connection-limit.ts';
import { LIVE_MESSAGES } from './live-messages.ts';
import type { SharedStreamCount } from './shared-stream-count.ts';
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
  /** The per-client count across the replicas (Redis), on top of this process's own limits. */
  shared?: SharedStreamCount;
}

const STREAM_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  // no-transform: no proxy may compress it (a gzip buffer would hold events back).
  'cache-control': 'no-store, no-transform',
  // nginx passes the stream on as it comes (deploy/nginx also turns buffering off for the path).
  'x-accel-buffering': 'no',
};

/** The OpenAPI description: the reply is written by hand, so its answers are given as they are. */
const STREAM_SCHEMA: FastifySchema = {
  operationId: 'streamChanges',
  tags: ['Cambios'],
  summary: 'Avisa en vivo de cada escritura confirmada (Server-Sent Events)',
  description:
    'Un flujo `text/event-stream` que no termina. Eventos: `change` con `{"resource":"startups"}` ' +
    '(o `technologies`) tras cada escritura confirmada, desde cualquier instancia; `resync` con ' +
    '`{}` cuando pudo perderse alguna (volver a leer todo). Cada 15 s una línea de comentario ' +
    '(`: ping`) mantiene viva la conexión; `retry: 2000` pide al navegador reconectar a los 2 s.',
  documentedResponses: {
    200: {
      description: 'El flujo de eventos',
      content: {
        'text/event-stream': {
          schema: {
            type: 'string',
            example: 'retry: 2000\n\nevent: change\ndata: {"resource":"startups"}\n\n',
          },
        },
      },
    },
    429: {
      description:
        'Demasiados flujos abiertos desde este cliente: reintentar pasados Retry-After segundos',
      content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
    },
  },
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

  const refuse = (reply: FastifyReply) =>
    reply
      .code(429)
      .header('retry-after', String(RETRY_MS / 1000))
      .send({ error: LIVE_MESSAGES.tooManyStreams });

  app.get('/', { schema: STREAM_SCHEMA }, async (request, reply) => {
    const releaseHere = limit.acquire(request.ip);
    if (!releaseHere) return refuse(reply);
    const releaseShared = options.shared
      ? await options.shared.acquire(request.ip)
      : () => undefined;
    if (!releaseShared) {
      releaseHere();
      return refuse(reply);
    }
    const release = () => {
      releaseHere();
      releaseShared();
    };
    // The client may have gone while Redis answered: its 'close' has been and will not come again.
    if (reply.raw.destroyed || request.socket.destroyed) {
      release();
      reply.hijack();
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
