import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from '../cache/list-cache.ts';

/** `{"data":[…]}` around the array as PostgreSQL wrote it: nothing parsed, nothing re-serialised. */
export const listBody = (arrayJson: string) => Buffer.from(`{"data":${arrayJson}}`);

/** The cache key of a list query: its validated filter values, in a fixed order. */
export const listKey = (...filters: (string | null | undefined)[]) =>
  JSON.stringify(filters.map((value) => value ?? null));

/**
 * Sends a list's ready JSON bytes (Fastify passes a Buffer through without serialising it).
 * `x-cache: hit|miss` says where the body came from; the bench counts it.
 */
export function sendListBody(reply: FastifyReply, { body, hit }: CachedBody) {
  return reply
    .header('content-type', 'application/json; charset=utf-8')
    .header('content-length', body.length)
    .header('x-cache', hit ? 'hit' : 'miss')
    .send(body);
}

/**
 * The client asks for the database's own answer (`Cache-Control: no-cache`): our client does so for
 * a short while after its own write, as another API instance's cache may lag behind that write by
 * the time its change notification takes (read-your-writes across instances).
 */
export const wantsFreshList = (request: FastifyRequest) =>
  /\bno-cache\b/i.test(request.headers['cache-control'] ?? '');
