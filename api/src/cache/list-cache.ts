import type { TableChanges } from '../db/table-changes.ts';

export interface ListCacheOptions {
  /** Distinct queries kept, least recently used dropped first. */
  maxEntries?: number;
  /** Bytes of bodies kept; a body larger than this is never stored. */
  maxBytes?: number;
}

export interface CachedBody {
  body: Buffer;
  hit: boolean;
}

interface Entry {
  table: string;
  body: Buffer;
}

/**
 * Ready-to-send list answers (JSON bytes), per table and normalised query. Whoever can observe a
 * write must never get an answer from before it:
 * - the API's own writes call `invalidate` once they have settled, before answering;
 * - every other write reaches `changes` (a NOTIFY from migration 004's triggers);
 * - while `changes` is not live (not yet listening, connection lost) nothing is served or stored,
 *   and (re)connecting drops everything: writes may have gone unreported meanwhile;
 * - a read that began before a write and ends after it is not stored: each table has a generation,
 *   bumped by every invalidation, read before the query and compared after it.
 */
export class ListCache {
  readonly #changes: TableChanges;
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  // A Map keeps insertion order: re-inserting on a hit makes the first key the least recently used.
  readonly #entries = new Map<string, Entry>();
  // Per table (any resource's): a table is added by its first read, so a read still in flight
  // always has a generation that invalidate() and clear() move on.
  readonly #generations = new Map<string, number>();
  // Concurrent misses of one query share a single database read (of the same generation only).
  readonly #loading = new Map<string, { generation: number; body: Promise<Buffer> }>();
  readonly #unsubscribe: () => void;
  #bytes = 0;

  constructor(
    changes: TableChanges,
    { maxEntries = 100, maxBytes = 64 * 2 ** 20 }: ListCacheOptions = {},
  ) {
    this.#changes = changes;
    this.#maxEntries = maxEntries;
    this.#maxBytes = maxBytes;
    this.#unsubscribe = changes.subscribe((event) => {
      if (event.type === 'changed') {
        this.invalidate(event.table);
      } else {
        this.clear();
      }
    });
  }

  /**
   * The stored body for this query, returned at once, without a promise (most reads of a list are
   * hits, and a route answers those in the same turn); otherwise a promise of the one `load` builds
   * (stored when still current). `fresh` skips the stored body: the client asked for the database's
   * own answer (see wantsFreshList).
   */
  get(
    table: string,
    query: string,
    load: () => Promise<Buffer>,
    fresh = false,
  ): CachedBody | Promise<CachedBody> {
    if (fresh || !this.#changes.live) return load().then((body) => ({ body, hit: false }));
    const key = `${table}\n${query}`;
    const entry = this.#entries.get(key);
    if (!entry) return this.#load(key, table, load);
    // Re-inserted: the first key of the Map stays the least recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return { body: entry.body, hit: true };
  }

  async #load(key: string, table: string, load: () => Promise<Buffer>): Promise<CachedBody> {
    const generation = this.#generationOf(table);
    const pending = this.#loading.get(key);
    if (pending?.generation === generation) return { body: await pending.body, hit: false };
    const loading = { generation, body: load() };
    this.#loading.set(key, loading);
    try {
      const body = await loading.body;
      // Unchanged generation: no write and no loss of the change feed since the read began.
      if (this.#generationOf(table) === generation) this.#store(key, { table, body });
      return { body, hit: false };
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  /** Drops the table's answers, and those still being read. */
  invalidate(table: string) {
    this.#generations.set(table, this.#generationOf(table) + 1);
    for (const [key, entry] of this.#entries) {
      if (entry.table === table) this.#delete(key, entry);
    }
  }

  /** Drops every answer, and those still being read. */
  clear() {
    for (const [table, generation] of this.#generations) {
      this.#generations.set(table, generation + 1);
    }
    this.#entries.clear();
    this.#bytes = 0;
  }

  /** Stops following the database's changes (the app is closing). */
  close() {
    this.#unsubscribe();
    this.clear();
  }

  get size() {
    return this.#entries.size;
  }

  get bytes() {
    return this.#bytes;
  }

  #generationOf(table: string) {
    const generation = this.#generations.get(table);
    if (generation !== undefined) return generation;
    this.#generations.set(table, 0);
    return 0;
  }

  #store(key: string, entry: Entry) {
    if (entry.body.length > this.#maxBytes) return;
    const previous = this.#entries.get(key);
    if (previous) this.#delete(key, previous);
    this.#entries.set(key, entry);
    this.#bytes += entry.body.length;
    for (const [oldKey, old] of this.#entries) {
      if (this.#entries.size <= this.#maxEntries && this.#bytes <= this.#maxBytes) break;
      this.#delete(oldKey, old);
    }
  }

  #delete(key: string, entry: Entry) {
    this.#entries.delete(key);
    this.#bytes -= entry.body.length;
  }
}
