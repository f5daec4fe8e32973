import { getErrorMessage } from '../api/error-message.ts';

/** What a bulk delete did: the ids gone, their undo tokens, and each failure in Spanish. */
export interface DeleteManyOutcome {
  deletedIds: number[];
  tokens: string[];
  failures: string[];
}

/**
 * Deletes the records one after the other, each at the version the user saw (If-Match), so a
 * retry of the ones that failed can never delete a record that changed since, nor anything twice.
 * One at a time: the API serialises its writes anyway, and the failures keep the list's order.
 */
export async function deleteMany(
  records: readonly { id: number; version: number; name: string }[],
  remove: (id: number, version: number) => Promise<string | null>,
): Promise<DeleteManyOutcome> {
  const outcome: DeleteManyOutcome = { deletedIds: [], tokens: [], failures: [] };
  for (const record of records) {
    try {
      const token = await remove(record.id, record.version);
      outcome.deletedIds.push(record.id);
      if (token) outcome.tokens.push(token);
    } catch (failure: unknown) {
      outcome.failures.push(`«${record.name}»: ${getErrorMessage(failure)}`);
    }
  }
  return outcome;
}
