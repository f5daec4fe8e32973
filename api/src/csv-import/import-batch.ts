import { createHash } from 'node:crypto';
import type { Queryable, Transaction } from '../db/database.ts';
import type { BaseRecord, ResourceDefinition } from '../resources/resource-definition.ts';
import type { ResourceRepository } from '../resources/resource-repository.ts';

export interface ImportCounts {
  created: number;
  existing: number;
}

/**
 * A row's identity for the import (migration 013): a SHA-256 of exactly what a create would store,
 * column by column, so spacing the schema trims or an empty description sent as '' or null give
 * the same fingerprint.
 */
export function rowFingerprint<Values>(
  definition: ResourceDefinition<BaseRecord, Values, unknown>,
  values: Values,
): string {
  const stored = definition.writes.map((column) => column.value(values) ?? null);
  return createHash('sha256').update(JSON.stringify(stored)).digest('hex');
}

/**
 * Stores one batch of validated rows in `tx` (one transaction: all or nothing). A row imported
 * before whose record still exists is counted as existing; any other row is created. A row twice
 * in one file is one record.
 */
export async function importBatch<Item extends BaseRecord, Values, Query>(
  tx: Transaction,
  definition: ResourceDefinition<Item, Values, Query>,
  repository: ResourceRepository<Item, Values, Query>,
  rows: readonly Values[],
): Promise<ImportCounts> {
  const { table } = definition;
  const counts: ImportCounts = { created: 0, existing: 0 };
  const create = async (values: Values, fingerprint: string, on: Queryable) => {
    const record = await repository.create(values, on);
    await on.query(
      'UPDATE csv_import_rows SET record_id = $3 WHERE resource = $1 AND fingerprint = $2',
      [table, fingerprint, record.id],
    );
    counts.created += 1;
  };

  for (const values of rows) {
    const fingerprint = rowFingerprint(definition, values);
    // Claims the fingerprint; waits while another import holding it has not committed yet.
    const claimed = await tx.query(
      `INSERT INTO csv_import_rows (resource, fingerprint) VALUES ($1, $2)
       ON CONFLICT (resource, fingerprint) DO NOTHING RETURNING fingerprint`,
      [table, fingerprint],
    );
    if (claimed.length > 0) {
      await create(values, fingerprint, tx);
      continue;
    }
    // Locked, so two imports of a row whose record was deleted since do not both create it again.
    const [imported] = await tx.query<{ id: number | null }>(
      `SELECT r.id FROM csv_import_rows i LEFT JOIN ${table} r ON r.id = i.record_id
        WHERE i.resource = $1 AND i.fingerprint = $2 FOR UPDATE OF i`,
      [table, fingerprint],
    );
    if (imported?.id != null) counts.existing += 1;
    else await create(values, fingerprint, tx);
  }
  return counts;
}
