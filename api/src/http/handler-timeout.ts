import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Deadline, runWithDeadline } from '../db/deadline.ts';

/**
 * Answers 503 (through the error handler) when a request is still in its handler after `ms`: a
 * stuck or stalled database. A 503 'La petición tardó demasiado' means nothing was stored: the
 * request runs under a Deadline (db/deadline.ts) that the time-out expires; a write not yet
 * committed is then rolled back, and its handler fails with WriteCancelledError, answered with the
 * same 503; a write whose COMMIT was already sent answers its real outcome (the database's query
 * time-out bounds the wait, then db/postgres.ts's look-up of a lost COMMIT's outcome). Should a write still not have settled LAST_RESORT_MS later (a stuck
 * embedded database), the answer is 503 'not confirmed', which is all that can be said then.
 *
 * Not Fastify's own `handlerTimeout`: that one is cancelled as soon as a request's body has been
 * read (it listens to the request's 'close'), so it never covered a POST or a PUT.
 */
export const LAST_RESORT_MS = 10_000;

/**
 * The handler time-out the API runs with. Below the proxies' 25 s (API_PROXY_TIMEOUT_MS, nginx's
 * proxy_read_timeout) even with LAST_RESORT_MS added, and those below the browser client's 30 s:
 * the API's own Spanish 503 arrives first (api/test/timeouts-order.test.ts pins the order).
 */
export const DEFAULT_HANDLER_TIMEOUT_MS = 10_000;

export function registerHandlerTimeout(app: FastifyInstance, ms: number) {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const answer = (code: string) =>
    Object.assign(new Error(`handler still running after ${ms} ms`), { code });

  app.addHook('preHandler', (request, reply, done) => {
    const deadline = new Deadline();
    // The handler, and every query it starts, runs under this request's deadline. It runs within
    // done(): one that answered before its first await (a list from the cache) needs no timer.
    runWithDeadline(deadline, done);
    if (reply.sent) return;
    const timer = setTimeout(() => {
      if (reply.sent) return;
      deadline.expire();
      if (deadline.writesInFlight === 0) {
        reply.send(answer('FST_ERR_HANDLER_TIMEOUT'));
        return;
      }
      const lastResort = setTimeout(() => {
        if (!reply.sent) reply.send(answer('WRITE_OUTCOME_UNKNOWN'));
      }, LAST_RESORT_MS);
      timers.set(request, lastResort);
    }, ms);
    timers.set(request, timer);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request));
    done();
  });
}
