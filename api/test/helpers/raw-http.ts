import type { Database } from '../../src/db/database.ts';
import { NO_TABLE_CHANGES } from '../../src/db/table-changes.ts';

// Requests written byte for byte on a socket: the tooling's one helper (scripts/lib), shared with
// the front-end servers' tests and the e2e suite.
export { rawRequest, type RawAnswer } from '../../../scripts/lib/raw-http.mjs';

/** A database that stores nothing: the API's HTTP layer tested without one. */
export const acceptingDatabase: Database = {
  kind: 'postgres',
  changes: NO_TABLE_CHANGES,
  query: <Row extends object>() => Promise.resolve([] as Row[]),
  transaction: () => Promise.reject(new Error('unused')),
  close: () => Promise.resolve(),
};
