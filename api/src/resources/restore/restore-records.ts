import { RESTORE_MESSAGES, RESTORE_WINDOW_MINUTES } from '@sistema/shared/contract';
import type { Database, Queryable } from '../../db/database.ts';
import type { BaseRecord } from '../resource-definition.ts';
import type { ResourceRepository } from '../resource-repository.ts';
import { hashRestoreToken } from './restore-token.ts';

/** Why a restore put nothing back: the status and the Spanish sentence of its answer. */
export class RestoreRefused extends Error {
  constructor(
    readonly status: 404 | 409 | 410,
    message: string,
  ) {
    super(message);
  }
}

const WINDOW = `interval '${String(RESTORE_WINDOW_MINUTES)} minutes'`;
// PostgreSQL's unique_violation: a row with that id is in the table again.
const UNIQUE_VIOLATION = '23505';

/**
 * Puts back the rows deleted under `tokens` (migration 012), all or none, in one transaction: each
 * copy is marked restored in the statement that takes it, so a retry (or a second tab) finds it
 * used and restores nothing twice. Throws RestoreRefused naming the first token that cannot be used.
 */
export async function restoreDeleted<Item extends BaseRecord>(
  db: Database,
  table: string,
  repository: Pick<ResourceRepository<Item, unknown, unknown>, 'reinsert'>,
  tokens: readonly string[],
): Promise<Item[]> {
  const hashes = [...new Set(tokens.map(hashRestoreToken))];
  try {
    return await db.transaction(async (tx) => {
      const taken = await tx.query<{ data: unknown }>(
        `UPDATE deleted_records SET restored_at = now()
          WHERE table_name = $1 AND token_hash = ANY($2::text[])
            AND restored_at IS NULL AND deleted_at > now() - ${WINDOW}
          RETURNING data`,
        [table, hashes],
      );
      if (taken.length < hashes.length) throw await whyRefused(tx, table, hashes);
      return repository.reinsert(
        tx,
        taken.map((row) => row.data),
      );
    });
  } catch (error: unknown) {
    if ((error as { code?: unknown }).code === UNIQUE_VIOLATION) {
      throw new RestoreRefused(409, RESTORE_MESSAGES.idTaken);
    }
    throw error;
  }
}

/** Unknown (or another resource's) before used before expired: the most basic reason first. */
async function whyRefused(tx: Queryable, table: string, hashes: string[]) {
  const found = await tx.query<{ restored: boolean; fresh: boolean }>(
    `SELECT restored_at IS NOT NULL AS restored, deleted_at > now() - ${WINDOW} AS fresh
       FROM deleted_records WHERE table_name = $1 AND token_hash = ANY($2::text[])`,
    [table, hashes],
  );
  if (found.length < hashes.length) return new RestoreRefused(404, RESTORE_MESSAGES.unknownToken);
  if (found.some((row) => row.restored)) {
    return new RestoreRefused(409, RESTORE_MESSAGES.alreadyRestored);
  }
  return new RestoreRefused(410, RESTORE_MESSAGES.expired);
}

/** Copies older than a day can no longer restore anything: the hourly sweep drops them. */
export async function sweepDeletedRecords(db: Queryable) {
  await db.query(`DELETE FROM deleted_records WHERE deleted_at < now() - interval '1 day'`);
}
