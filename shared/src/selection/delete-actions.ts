import type { BulkText } from './bulk-text.ts';

/** What a restore answers: the records back in the list, with their ids. */
export interface RestoreAnswer {
  message: string;
  data: { id: number }[];
}

/**
 * A list's deletes beyond the single confirmation (docs/architecture.md, the kit): its
 * records selected and deleted together, and any delete undone with the tokens the API gave.
 */
export interface DeleteActions {
  /** The DELETE of one record at the version shown; resolves with its undo token, if any. */
  remove: (id: number, version: number) => Promise<string | null>;
  /** POST /<resource>/restore with the tokens of the deletes to undo. */
  restore: (tokens: readonly string[]) => Promise<RestoreAnswer>;
  /** The list query key's first segment, made stale by every delete and restore. */
  queryKey: readonly [string];
  text: BulkText;
}
