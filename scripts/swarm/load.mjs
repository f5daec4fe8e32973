// The continuous load of `npm run test:swarm`: writers creating technologies with an
// Idempotency-Key each (a failed attempt is retried with the same key, as a client would), and
// readers of both lists, all through the shell's nginx like a browser. Every answer is counted
// in the phase it arrived in, and every acknowledged write is kept to be looked for afterwards in
// the database.

const REQUEST_TIMEOUT_MS = 30_000;
// A write whose answer never came is retried this many times with its key, then given up.
const WRITE_ATTEMPTS = 4;
const PAUSE_MS = 100;
// However the test goes, the load ends by itself after this.
const MAX_DURATION_MS = 40 * 60_000;

/**
 * @typedef {{ requests: number, failures: number, status5xx: number, networkErrors: number,
 *   writes: number, retried: number, unacknowledged: number, failuresSeen: string[] }} PhaseFigures
 * @typedef {{ key: string, id: number, name: string, resource: 'startups' | 'technologies' }} Acknowledged
 */

/** @returns {PhaseFigures} */
const emptyFigures = () => ({
  requests: 0,
  failures: 0,
  status5xx: 0,
  networkErrors: 0,
  writes: 0,
  retried: 0,
  unacknowledged: 0,
  failuresSeen: [],
});

/** @param {number} ms */
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

export class Load {
  /**
   * @param {string} baseUrl the shell's origin
   * @param {{ writers: number, readers: number }} workers
   */
  constructor(baseUrl, { writers, readers }) {
    this.baseUrl = baseUrl;
    this.workers = { writers, readers };
    /** @type {Map<string, PhaseFigures>} */
    this.phases = new Map();
    this.phase = 'arranque';
    /** @type {Acknowledged[]} */
    this.acknowledged = [];
    this.running = false;
    this.deadline = 0;
    /** @type {Promise<void>[]} */
    this.loops = [];
    this.sequence = 0;
    this.runId = Date.now().toString(36);
  }

  /** @param {string} name following answers count in this phase */
  startPhase(name) {
    this.phase = name;
    this.phases.set(name, emptyFigures());
  }

  /** @returns {PhaseFigures} */
  get figures() {
    let figures = this.phases.get(this.phase);
    if (!figures) {
      figures = emptyFigures();
      this.phases.set(this.phase, figures);
    }
    return figures;
  }

  get going() {
    return this.running && Date.now() < this.deadline;
  }

  start() {
    this.running = true;
    this.deadline = Date.now() + MAX_DURATION_MS;
    for (let i = 0; i < this.workers.writers; i++) this.loops.push(this.writerLoop());
    for (let i = 0; i < this.workers.readers; i++) this.loops.push(this.readerLoop(i));
  }

  async stop() {
    this.running = false;
    await Promise.all(this.loops);
  }

  /**
   * One request; network errors and time-outs answer status 0.
   * @param {string} path
   * @param {RequestInit} [init]
   * @returns {Promise<{ status: number, body: unknown }>}
   */
  async request(path, init = {}) {
    const figures = this.figures;
    figures.requests += 1;
    try {
      const response = await fetch(`${this.baseUrl}${path}`, {
        ...init,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const text = await response.text();
      if (response.status >= 400) {
        figures.failures += 1;
        if (response.status >= 500) figures.status5xx += 1;
        if (figures.failuresSeen.length < 10)
          figures.failuresSeen.push(`${response.status} ${init.method ?? 'GET'} ${path}`);
        return { status: response.status, body: null };
      }
      return { status: response.status, body: text ? JSON.parse(text) : null };
    } catch (error) {
      figures.failures += 1;
      figures.networkErrors += 1;
      if (figures.failuresSeen.length < 10)
        figures.failuresSeen.push(
          `${error instanceof Error ? error.message : String(error)} ${init.method ?? 'GET'} ${path}`,
        );
      return { status: 0, body: null };
    }
  }

  /**
   * A create with an Idempotency-Key, retried with the same key until acknowledged.
   * @param {'startups' | 'technologies'} resource
   * @param {(n: number) => Record<string, unknown> & { name: string }} make the record, from its
   *   number in this run (which makes its name unique)
   * @returns {Promise<Acknowledged | null>}
   */
  async create(resource, make) {
    const n = ++this.sequence;
    const key = `swarm-${this.runId}-${n}`;
    const fields = make(n);
    const name = fields.name;
    for (let attempt = 1; attempt <= WRITE_ATTEMPTS; attempt++) {
      if (attempt > 1) this.figures.retried += 1;
      this.figures.writes += attempt === 1 ? 1 : 0;
      const { status, body } = await this.request(`/v1/api/${resource}/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key },
        body: JSON.stringify(fields),
      });
      if (status === 201) {
        const id = /** @type {{ data: { id: number } }} */ (body).data.id;
        const acknowledged = { key, id, name, resource };
        this.acknowledged.push(acknowledged);
        return acknowledged;
      }
      // A refusal of the request itself (4xx) would be refused again.
      if (status >= 400 && status < 500 && status !== 409 && status !== 429) break;
      await sleep(500 * attempt);
    }
    this.figures.unacknowledged += 1;
    return null;
  }

  async writerLoop() {
    while (this.going) {
      await this.create('technologies', (n) => ({
        name: `Carga ${this.runId} ${n}`,
        sector: 'Computing',
        description: null,
        adoptionLevel: 'growing',
      }));
      await sleep(PAUSE_MS);
    }
  }

  /** @param {number} index */
  async readerLoop(index) {
    for (let i = index; this.going; i++) {
      await this.request(`/v1/api/${i % 2 ? 'startups' : 'technologies'}/read?limit=20`);
      await sleep(PAUSE_MS);
    }
  }
}
