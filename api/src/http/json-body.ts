import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * A body the API will not read: compressed or labelled with another charset than UTF-8 (415), or
 * bytes that are not UTF-8 (400). errors.ts answers each by its code.
 */
export class RefusedBodyError extends Error {
  constructor(
    readonly code: 'UNSUPPORTED_CONTENT_ENCODING' | 'UNSUPPORTED_CHARSET' | 'BODY_NOT_UTF8',
  ) {
    super(`request body refused: ${code}`);
    this.name = 'RefusedBodyError';
  }
}

// The WHATWG Encoding Standard's usual labels for UTF-8.
const UTF8_LABELS = new Set(['utf-8', 'utf8']);

// Bytes that are not UTF-8 fail instead of turning into U+FFFD. A leading BOM is dropped.
const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * What a JSON body must be labelled: no Content-Encoding but `identity` (the API decompresses
 * nothing, so a gzip body would be read as garbage or, when it happens to be plain JSON, stored
 * under a label that lies) and no charset but UTF-8 (RFC 8259: JSON between systems is UTF-8;
 * utf-16 text read as UTF-8 is not what the client meant).
 */
function refusedLabel(request: FastifyRequest): RefusedBodyError | null {
  const encoding = request.headers['content-encoding'];
  const codings = (encoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter(Boolean);
  if (codings.some((coding) => coding !== 'identity')) {
    return new RefusedBodyError('UNSUPPORTED_CONTENT_ENCODING');
  }
  const charset = /;\s*charset\s*=\s*"?([^";\s]*)"?/i.exec(request.headers['content-type'] ?? '');
  if (charset && !UTF8_LABELS.has(charset[1]?.toLowerCase() ?? '')) {
    return new RefusedBodyError('UNSUPPORTED_CHARSET');
  }
  return null;
}

/**
 * JSON is the only body the API accepts: Fastify's text/plain parser goes too, so any other
 * content type is answered 415, and so is a JSON body compressed or in another charset. The JSON
 * parser is Fastify's own, except that an empty body is no body: a DELETE from a client that sets
 * `Content-Type: application/json` on every request must not fail. An empty POST or PUT then
 * fails validation (400) like any other missing body. Bytes that are not UTF-8 are malformed JSON
 * (400). Prototype-poisoning keys (`__proto__`, `constructor.prototype`) stay refused.
 */
export function registerJsonBodyParser(app: FastifyInstance, bodyLimit: number) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit },
    (request, body: Buffer, done) => {
      const refused = refusedLabel(request);
      if (refused) {
        done(refused, undefined);
        return;
      }
      let text: string;
      try {
        text = utf8.decode(body);
      } catch {
        done(new RefusedBodyError('BODY_NOT_UTF8'), undefined);
        return;
      }
      if (text === '') {
        done(null, undefined);
        return;
      }
      void parseJson(request, text, done);
    },
  );
}
