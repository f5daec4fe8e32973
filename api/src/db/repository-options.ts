export interface RepositoryOptions {
  /** Called once each write has settled (committed, refused or unknown), before its answer. */
  afterWrite?: () => void;
  /** Group commit's batches of creates written at the same time (db/group-commit.ts). */
  batchesInFlight?: number;
}

/**
 * Awaits a write, then calls `afterWrite` whatever the outcome: a statement that failed on a lost
 * connection may still have committed, so a failure must invalidate as much as a success.
 */
export const settledWrites =
  ({ afterWrite }: RepositoryOptions) =>
  async <T>(statement: Promise<T>): Promise<T> => {
    try {
      return await statement;
    } finally {
      afterWrite?.();
    }
  };
