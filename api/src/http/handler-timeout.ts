import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Deadline, runWithDeadline } from '../db/deadline.ts';

/**
 * Answers 503 (through the error handler) when a request is still in its handler after `ms`: a
 * stuck or stalled database. A 503 'La petición tardó demasiado' means nothing was stored: the
 * request runs under a Deadline (db/deadline.ts) that the time-out expires; a write not yet
 * committed is then rolled back, and its handler fails with WriteCancelledError, answered with the
 * same 503. Only a write whose COMMIT was already sent is waited for, at most `ms` more (the
 * database's own query time-out comes first): it answers its real outcome, or 'not confirmed'.
 *
 * Not Fastify's own `handlerTimeout`: that one is cancelled as soon as a request's body has been
 * read (it listens to the request's 'close'), so it never covered a POST or a PUT.
 */
export function registerHandlerTimeout(app: FastifyInstance, ms: number) {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  const answer = (code: string) =>
    Object.assign(new Error(`handler still running after ${ms} ms`), { code });

  app.addHook('preHandler', (request, reply, done) => {
    const deadline = new Deadline();
    const timer = setTimeout(() => {
      if (reply.sent) return;
      deadline.expire();
      if (deadline.writesInFlight === 0) {
        reply.send(answer('FST_ERR_HANDLER_TIMEOUT'));
        return;
      }
      const lastResort = setTimeout(() => {
        if (!reply.sent) reply.send(answer('WRITE_OUTCOME_UNKNOWN'));
      }, ms);
      timers.set(request, lastResort);
    }, ms);
    timers.set(request, timer);
    // The handler, and every query it starts, runs under this request's deadline.
    runWithDeadline(deadline, done);
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request));
    done();
  });
}
