import pg from 'pg';
import { TABLE_CHANGES_CHANNEL, type ChangeSource } from './table-changes.ts';

/** How the listening connection shows in pg_stat_activity. */
export const LISTENER_APPLICATION_NAME = 'sistema-api table changes';

const RETRY_MIN_MS = 250;
const RETRY_MAX_MS = 5_000;
// A connection that died without closing (a network cut, a stalled proxy) delivers nothing and
// reports nothing: a periodic query finds out, within HEARTBEAT_MS + its time-out (8 s by default).
// Meanwhile a write from elsewhere may be missing from this instance's cached lists.
const HEARTBEAT_MS = 5_000;
const HEARTBEAT_TIMEOUT_MS = 3_000;

export interface ListenerOptions {
  /** How often the connection is checked. */
  heartbeatMs?: number;
  /** No answer to the heartbeat (or to LISTEN) within this, and the connection is presumed dead. */
  heartbeatTimeoutMs?: number;
}

/**
 * A dedicated connection (outside the pool: a pooled one is shared and released) that LISTENs to
 * migration 004's notifications. Reports 'connected' once LISTEN is in place, 'disconnected' as
 * soon as the connection fails, and reconnects with a growing delay until stopped.
 */
export function listenToPostgres(
  config: pg.ClientConfig,
  { heartbeatMs = HEARTBEAT_MS, heartbeatTimeoutMs = HEARTBEAT_TIMEOUT_MS }: ListenerOptions = {},
): ChangeSource {
  return (emit) => {
    let client: pg.Client | undefined;
    let stopped = false;
    let retryMs = RETRY_MIN_MS;
    let retryTimer: NodeJS.Timeout | undefined;
    let heartbeat: NodeJS.Timeout | undefined;
    let connected = false; // to log the changes of state only, not every failed retry

    const lost = (failed: pg.Client, error?: unknown) => {
      if (client !== failed) return; // already replaced, or stopped on purpose
      client = undefined;
      clearInterval(heartbeat);
      if (connected || retryMs === RETRY_MIN_MS) {
        const reason = error instanceof Error ? ` (${error.message})` : '';
        console.warn(
          `PostgreSQL LISTEN connection down${reason}: lists not cached until it is back`,
        );
      }
      connected = false;
      emit({ type: 'disconnected' });
      void failed.end().catch(() => undefined);
      if (stopped) return;
      retryTimer = setTimeout(() => void connect(), retryMs);
      retryMs = Math.min(retryMs * 2, RETRY_MAX_MS);
    };

    const connect = async () => {
      const current = new pg.Client({
        ...config,
        application_name: LISTENER_APPLICATION_NAME,
        keepAlive: true,
        query_timeout: heartbeatTimeoutMs,
      });
      client = current;
      current.on('error', (error) => lost(current, error)); // unhandled, it would end the process
      current.on('end', () => lost(current));
      current.on('notification', ({ channel, payload }) => {
        if (channel === TABLE_CHANGES_CHANNEL && payload) emit({ type: 'changed', table: payload });
      });
      try {
        await current.connect();
        await current.query(`LISTEN ${TABLE_CHANGES_CHANNEL}`);
      } catch (error) {
        lost(current, error);
        return;
      }
      if (client !== current) {
        void current.end().catch(() => undefined); // stopped meanwhile
        return;
      }
      if (retryMs !== RETRY_MIN_MS) console.warn('PostgreSQL LISTEN connection back: lists cached');
      retryMs = RETRY_MIN_MS;
      connected = true;
      let beating = false;
      heartbeat = setInterval(() => {
        // One at a time: a heartbeat still out is failed by its own time-out (pg 9 will refuse a
        // query sent while another runs).
        if (beating) return;
        beating = true;
        current.query('SELECT 1').then(
          () => (beating = false),
          (error: unknown) => lost(current, error),
        );
      }, heartbeatMs);
      emit({ type: 'connected' });
    };

    void connect();
    return async () => {
      stopped = true;
      clearTimeout(retryTimer);
      clearInterval(heartbeat);
      const current = client;
      client = undefined;
      await current?.end().catch(() => undefined);
    };
  };
}
