/**
 * Open live streams per client address, and in all: a stream holds a socket and a subscription for
 * as long as the page stays open, so one client (or everyone together) must not hold them without
 * bound (docs/architecture.md, Live lists).
 */
export class ConnectionLimit {
  readonly #open = new Map<string, number>();
  #total = 0;

  constructor(
    readonly perClient: number,
    readonly total: number,
  ) {}

  /** Takes a place for `client`; returns its release (call once), or null when full. */
  acquire(client: string): (() => void) | null {
    const count = this.#open.get(client) ?? 0;
    if (count >= this.perClient || this.#total >= this.total) return null;
    this.#open.set(client, count + 1);
    this.#total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.#total -= 1;
      const left = (this.#open.get(client) ?? 1) - 1;
      if (left > 0) this.#open.set(client, left);
      else this.#open.delete(client);
    };
  }
}
