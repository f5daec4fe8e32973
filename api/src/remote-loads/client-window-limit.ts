/**
 * At most `max` events per client per window, with a bounded number of clients remembered: a
 * beacon endpoint must not become a way to fill the database or the API's memory.
 */
export class ClientWindowLimit {
  private readonly windows = new Map<string, { start: number; count: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly maxClients = 10_000,
  ) {}

  /** True when `client` may have one more event now (and counts it). */
  allow(client: string, now = Date.now()): boolean {
    const current = this.windows.get(client);
    if (!current || now - current.start >= this.windowMs) {
      if (!current && this.windows.size >= this.maxClients) {
        // Forget the oldest client: Map keeps insertion order.
        const oldest = this.windows.keys().next().value;
        if (oldest !== undefined) this.windows.delete(oldest);
      }
      this.windows.delete(client);
      this.windows.set(client, { start: now, count: 1 });
      return true;
    }
    if (current.count >= this.max) return false;
    current.count += 1;
    return true;
  }
}
