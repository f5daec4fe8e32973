import { ERROR_MESSAGES } from '@sistema/shared/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// Optimistic concurrency over HTTP: a record's ETag is its version in double quotes ("3"). An update
// or delete that sends it back in If-Match is refused with 412 when the record has changed since;
// without If-Match (or with `*`) the calls behave as they always did.

const ENTITY_TAG = /^"(0|[1-9]\d{0,14})"$/;

/** The request headers of a conditional update or delete; other headers pass through untouched. */
export const ifMatchHeadersSchema = z.looseObject({
  'if-match': z
    .string()
    .trim()
    .refine((value) => value === '*' || ENTITY_TAG.test(value), ERROR_MESSAGES.invalidIfMatch)
    .optional()
    .describe('Versión con la que se abrió el registro, entre comillas ("3"): si cambió, 412'),
});

/** The OpenAPI description of a conditional update or delete. */
export const IF_MATCH_DOC =
  'Con `If-Match: "<version>"` solo se aplica si el registro sigue en esa versión; si cambió, ' +
  'responde 412 con el registro actual en `data`. Sin If-Match (o con `*`) se aplica siempre. ' +
  'La respuesta lleva `ETag: "<version>"`.';

/** The version If-Match names; undefined without the header or with `*` (any version). */
export function expectedVersion(ifMatch: string | undefined): number | undefined {
  const match = ifMatch === undefined ? null : ENTITY_TAG.exec(ifMatch);
  return match ? Number(match[1]) : undefined;
}

export const etagOf = (record: { version: number }) => `"${String(record.version)}"`;

/** The 412 answer: the contract's Spanish error, with the record as it is now in `data`. */
export const conflictSchema = <S extends z.ZodType>(record: S) =>
  z.object({
    error: z.string().describe('Mensaje en español para el usuario'),
    data: record.describe('El registro tal como está ahora'),
  });

/**
 * Answers a write that changed nothing: 404 when the record is gone, else 412 with the record as
 * it is now (only a conditional write can miss a record that exists).
 */
export function answerUnchanged(
  reply: FastifyReply,
  current: { version: number } | undefined,
  messages: { notFound: string; changed: string },
) {
  if (!current) return reply.code(404).send({ error: messages.notFound });
  return reply
    .code(412)
    .header('etag', etagOf(current))
    .send({ error: messages.changed, data: current });
}
