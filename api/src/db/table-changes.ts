/** The channel migration 004's triggers notify, with the changed table's name as the payload. */
export const TABLE_CHANGES_CHANNEL = 'table_changes';

export type TableChangeEvent =
  /** A write to `table` was committed (by any connection or process). */
  | { type: 'changed'; table: string }
  /** Notifications are received from now on; anything derived before may have missed some. */
  | { type: 'connected' }
  /** Notifications may be missed from now on (the listening connection is gone). */
  | { type: 'disconnected' };

export type TableChangeListener = (event: TableChangeEvent) => void;

/** Committed writes per table, as the database reports them: what lets a cache trust itself. */
export interface TableChanges {
  /** True while every committed write is reported; false while (re)connecting or stopped. */
  readonly live: boolean;
  /** Starts listening when the first subscriber comes; returns the unsubscribe function. */
  subscribe(listener: TableChangeListener): () => void;
}

/** Starts one listening session; resolves its stop function. */
export type ChangeSource = (emit: TableChangeListener) => () => Promise<void>;

/**
 * Fans one source of notifications out to every subscriber. The source runs only while someone
 * subscribes, and a stopped session can no longer emit (a late notification, a reconnect in
 * flight), so `live` is never true without a session that reports writes.
 */
export function createTableChanges(source: ChangeSource): TableChanges & {
  close(): Promise<void>;
} {
  const listeners = new Set<TableChangeListener>();
  let live = false;
  let session: { stop: () => Promise<void> } | undefined;

  const start = () => {
    const current: { stop: () => Promise<void> } = { stop: () => Promise.resolve() };
    const emit: TableChangeListener = (event) => {
      if (session !== current) return;
      if (event.type !== 'changed') live = event.type === 'connected';
      for (const listener of listeners) listener(event);
    };
    session = current;
    current.stop = source(emit);
  };
  const stop = async () => {
    const stopping = session;
    session = undefined;
    live = false;
    await stopping?.stop();
  };

  return {
    get live() {
      return live;
    },
    subscribe(listener) {
      listeners.add(listener);
      if (!session) start();
      return () => {
        if (listeners.delete(listener) && listeners.size === 0) void stop();
      };
    },
    close() {
      listeners.clear();
      return stop();
    },
  };
}

/** For a database that reports nothing: never live, so nothing built on it is ever trusted. */
export const NO_TABLE_CHANGES: TableChanges = {
  live: false,
  subscribe: () => () => undefined,
};
