import type { FastifyInstance } from 'fastify';

/**
 * JSON is the only body the API accepts: Fastify's text/plain parser goes too, so any other
 * content type is answered 415. The JSON parser is Fastify's own, except that an empty body is no
 * body: a DELETE from a client that sets `Content-Type: application/json` on every request must
 * not fail. An empty POST or PUT then fails validation (400) like any other missing body.
 * Prototype-poisoning keys (`__proto__`, `constructor.prototype`) stay refused.
 */
export function registerJsonBodyParser(app: FastifyInstance, bodyLimit: number) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit },
    (request, body: string, done) => {
      if (body === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, body, done);
    },
  );
}
