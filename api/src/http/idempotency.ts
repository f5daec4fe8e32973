import { createHash } from 'node:crypto';
import { ERROR_MESSAGES } from '@sistema/shared/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { Queryable } from '../db/database.ts';
import { etagOf } from './if-match.ts';

/**
 * Creates accept an `Idempotency-Key` header, so a client may repeat a create whose answer it never
 * got (a time-out, a dropped connection) without making a second record. The first answer is
 * stored in `idempotency_keys` (migration 005) in the very transaction that inserts the record:
 * both are stored or neither is. The same key again gets that answer (same status, same body, same
 * record, header `Idempotent-Replayed: true`); two requests with one key at the same time are
 * serialised by the key's primary key (the second waits for the first's COMMIT). The same key with
 * other data (another body or route) is refused with 422. A key is kept 24 hours.
 */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
const EXPIRED = `created_at < now() - interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`;
// Visible ASCII (a UUID, a ULID…), at most 255 characters.
const KEY_PATTERN = /^[\x21-\x7e]{1,255}$/;

/** The create routes' headers: validates the key (400) and documents it in the OpenAPI page. */
export const idempotencyHeadersSchema = z.looseObject({
  [IDEMPOTENCY_HEADER]: z
    .string({ error: ERROR_MESSAGES.idempotencyKeyInvalid })
    .regex(KEY_PATTERN, ERROR_MESSAGES.idempotencyKeyInvalid)
    .optional()
    .describe(
      `Opcional. La misma clave repetida devuelve la primera respuesta (misma startup o ` +
        `tecnología) sin crear otra; con otros datos, 422. Se guarda ${IDEMPOTENCY_KEY_TTL_HOURS} h.`,
    ),
});

export const IDEMPOTENCY_KEY_INVALID = 'IDEMPOTENCY_KEY_INVALID';
export const IDEMPOTENCY_KEY_REUSED = 'IDEMPOTENCY_KEY_REUSED';
const failure = (code: string, message: string) => Object.assign(new Error(message), { code });

/** A 201 body: the new record (its version becomes the answer's ETag) and the success message. */
interface CreatedAnswer {
  data: { version: number };
}

interface StoredAnswer {
  fingerprint: string;
  status: number;
  body: string;
}

/**
 * Runs `create` (which returns the 201 body) and sends its answer, once per Idempotency-Key.
 * Without the header it simply creates. `table`'s cached lists are dropped once it has settled.
 */
export async function sendCreated(
  request: FastifyRequest,
  reply: FastifyReply,
  table: string,
  create: (on: Queryable) => Promise<CreatedAnswer>,
): Promise<FastifyReply> {
  const { db, listCache } = request.server;
  const key = request.headers[IDEMPOTENCY_HEADER];
  if (key === undefined) {
    const created = await create(db);
    return reply.code(201).header('etag', etagOf(created.data)).send(created);
  }
  if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
    throw failure(IDEMPOTENCY_KEY_INVALID, 'invalid Idempotency-Key header');
  }

  const fingerprint = createHash('sha256')
    .update(`${request.routeOptions.url ?? ''}\n${JSON.stringify(request.body)}`)
    .digest('hex');
  let answer: StoredAnswer & { replayed: boolean };
  try {
    answer = await db.transaction(async (tx) => {
      // Claims the key (or takes over an expired one); waits while another transaction holds it.
      const [claimed] = await tx.query(
        `INSERT INTO idempotency_keys (key, fingerprint, status, body) VALUES ($1, $2, 0, '')
         ON CONFLICT (key) DO UPDATE
           SET fingerprint = EXCLUDED.fingerprint, status = 0, body = '', created_at = now()
           WHERE idempotency_keys.${EXPIRED}
         RETURNING key`,
        [key, fingerprint],
      );
      if (!claimed) {
        const [stored] = await tx.query<StoredAnswer>(
          'SELECT fingerprint, status, body FROM idempotency_keys WHERE key = $1',
          [key],
        );
        if (!stored) throw new Error('idempotency key neither claimed nor stored');
        return { ...stored, replayed: true };
      }
      const body = JSON.stringify(await create(tx));
      await tx.query('UPDATE idempotency_keys SET status = 201, body = $2 WHERE key = $1', [
        key,
        body,
      ]);
      return { fingerprint, status: 201, body, replayed: false };
    });
  } finally {
    listCache.invalidate(table); // after COMMIT (or ROLLBACK): the next read sees the record
  }
  if (answer.fingerprint !== fingerprint) {
    throw failure(IDEMPOTENCY_KEY_REUSED, 'Idempotency-Key reused with other data');
  }
  return reply
    .code(answer.status)
    .header('content-type', 'application/json; charset=utf-8')
    .header('idempotent-replayed', String(answer.replayed))
    .header('etag', etagOf((JSON.parse(answer.body) as CreatedAnswer).data))
    .send(Buffer.from(answer.body));
}

/** Forgets keys older than the TTL; the app runs it every hour. */
export const sweepExpiredIdempotencyKeys = (db: Queryable) =>
  db.query(`DELETE FROM idempotency_keys WHERE ${EXPIRED}`);
