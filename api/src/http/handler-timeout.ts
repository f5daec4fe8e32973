import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Answers 503 (through the error handler) when a request is still in its handler after `ms`: a
 * stuck database query. Not Fastify's own `handlerTimeout`: that one is cancelled as soon as a
 * request's body has been read (it listens to the request's 'close'), so it never covered a POST
 * or a PUT, and it costs every request an AbortController, and one with a body a DOMException.
 */
export function registerHandlerTimeout(app: FastifyInstance, ms: number) {
  const timers = new WeakMap<FastifyRequest, NodeJS.Timeout>();
  app.addHook('preHandler', (request, reply, done) => {
    const timer = setTimeout(() => {
      if (reply.sent) return;
      reply.send(
        Object.assign(new Error(`handler still running after ${ms} ms`), {
          code: 'FST_ERR_HANDLER_TIMEOUT',
        }),
      );
    }, ms);
    timers.set(request, timer);
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    clearTimeout(timers.get(request));
    done();
  });
}
