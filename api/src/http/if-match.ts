import { ERROR_MESSAGES } from '@sistema/shared/contract';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';

// Optimistic concurrency over HTTP: a record's ETag is its version in double quotes ("3"). An update
// or delete that sends it back in If-Match is refused with 412 when the record has changed since;
// without If-Match (or with `*`) the calls behave as they always did. If-Match is read as RFC 9110
// reads it (section 13.1.1): a list of entity tags matches when one of them is the current strong
// tag; a weak tag (W/"3") never matches, nor does a tag this API never gives ("abc").

// One entity tag (RFC 9110 section 8.8.3): optionally weak, then any visible characters but `"`.
const ENTITY_TAG = /^(W\/)?"([\x21\x23-\x7e\x80-\xff]*)"$/;
// The only tags this API gives: a version, without leading zeros.
const VERSION_TAG = /^(0|[1-9]\d{0,14})$/;

/** The tags of an If-Match list, or undefined when it is not a list of entity tags at all. */
function entityTags(ifMatch: string): { weak: boolean; opaque: string }[] | undefined {
  const tags = [];
  for (const member of ifMatch.split(',')) {
    const tag = ENTITY_TAG.exec(member.trim());
    if (!tag) return undefined;
    tags.push({ weak: tag[1] !== undefined, opaque: tag[2] ?? '' });
  }
  return tags;
}

/** The request headers of a conditional update or delete; other headers pass through untouched. */
export const ifMatchHeadersSchema = z.looseObject({
  'if-match': z
    .string()
    .trim()
    .refine(
      (value) => value === '*' || entityTags(value) !== undefined,
      ERROR_MESSAGES.invalidIfMatch,
    )
    .optional()
    .describe(
      'Versión con la que se abrió el registro, entre comillas ("3"), o una lista de ellas: ' +
        'si ninguna es la actual, 412. `*`: cualquier versión. Una etiqueta débil (W/"3") nunca coincide.',
    ),
});

/** The OpenAPI description of a conditional update or delete. */
export const IF_MATCH_DOC =
  'Con `If-Match: "<version>"` solo se aplica si el registro sigue en esa versión; si cambió, ' +
  'responde 412 con el registro actual en `data`. Sin If-Match (o con `*`) se aplica siempre. ' +
  'La respuesta lleva `ETag: "<version>"`.';

/**
 * The versions If-Match accepts: undefined without the header or with `*` (any version); else the
 * versions of its strong tags, perhaps none (then only a missing record is not a 412).
 */
export function expectedVersions(ifMatch: string | undefined): number[] | undefined {
  const value = ifMatch?.trim();
  if (value === undefined || value === '*') return undefined;
  return (entityTags(value) ?? [])
    .filter((tag) => !tag.weak && VERSION_TAG.test(tag.opaque))
    .map((tag) => Number(tag.opaque));
}

export const etagOf = (record: { version: number }) => `"${String(record.version)}"`;

/** The 412 answer: the contract's Spanish error, with the record as it is now in `data`. */
export const conflictSchema = <S extends z.ZodType>(record: S) =>
  z.object({
    error: z.string().describe('Mensaje en español para el usuario'),
    // As it is now. Not described: a description would copy the record's schema, and the
    // OpenAPI document would repeat it instead of naming it.
    data: record,
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
