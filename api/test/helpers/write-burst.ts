import { ERROR_MESSAGES } from '@sistema/shared/contract';
import { startupBody } from './fixtures.ts';

/** One create as the client saw it. */
export interface WriteOutcome {
  name: string;
  /** The HTTP status, or 'network' when no answer came (the process gone, the socket cut). */
  status: number | 'network';
  /** The answer's `error` (5xx) or the created record's id (201). */
  error?: string;
  id?: number;
  startedAt: number;
  answeredAt: number;
}

export interface WriteBurst {
  /** Every answer so far. */
  readonly outcomes: readonly WriteOutcome[];
  acknowledged(): number;
  /** Stops the writers and resolves once every request in flight has been answered. */
  stop(): Promise<WriteOutcome[]>;
}

const REQUEST_TIMEOUT_MS = 40_000;

/** POSTs one startup named `name` to the API at `url`, and how it was answered. */
export async function createStartup(url: string, name: string): Promise<WriteOutcome> {
  const startedAt = Date.now();
  try {
    const response = await fetch(`${url}/v1/api/startups/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(startupBody({ name })),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const body = (await response.json()) as { data?: { id: number }; error?: string };
    return {
      name,
      status: response.status,
      ...(body.error === undefined ? {} : { error: body.error }),
      ...(body.data === undefined ? {} : { id: body.data.id }),
      startedAt,
      answeredAt: Date.now(),
    };
  } catch {
    return { name, status: 'network', startedAt, answeredAt: Date.now() };
  }
}

/** `writers` clients each creating startups named `${prefix} <writer>-<n>` one after another. */
export function startWriteBurst(url: string, prefix: string, writers = 16): WriteBurst {
  const outcomes: WriteOutcome[] = [];
  let stopped = false;
  const running = Array.from({ length: writers }, async (_, writer) => {
    for (let n = 0; !stopped; n++) {
      outcomes.push(await createStartup(url, `${prefix} ${String(writer)}-${String(n)}`));
    }
  });
  return {
    outcomes,
    acknowledged: () => outcomes.filter((outcome) => outcome.status === 201).length,
    stop: async () => {
      stopped = true;
      await Promise.all(running);
      return outcomes;
    },
  };
}

/**
 * Creates one startup every 100 ms from `since` until one is acknowledged; the milliseconds from
 * `since` to that 201 (Infinity after `ms`). Every attempt goes into `ledger`.
 */
export async function recoveryTime(
  url: string,
  prefix: string,
  since: number,
  ledger: WriteOutcome[],
  ms = 15_000,
): Promise<number> {
  for (let n = 0; Date.now() - since < ms; n++) {
    const outcome = await createStartup(url, `${prefix} sonda-${String(n)}`);
    ledger.push(outcome);
    if (outcome.status === 201) return outcome.answeredAt - since;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Number.POSITIVE_INFINITY;
}

/** The 503 messages that tell the client its write was not stored. */
export const NOT_STORED_MESSAGES: readonly string[] = [
  ERROR_MESSAGES.databaseUnavailable,
  ERROR_MESSAGES.timeout,
];

/**
 * What a ledger of answers got wrong against the names actually stored (name → id): acknowledged
 * creates missing, creates said not stored that are, answers outside the contract (not 201/503,
 * no answer at all, a 503 without a Spanish message of its own).
 */
export function ledgerViolations(outcomes: readonly WriteOutcome[], stored: Map<string, number>) {
  const lost = outcomes.filter((o) => o.status === 201 && stored.get(o.name) !== o.id);
  const storedDespite503 = outcomes.filter(
    (o) => o.status === 503 && NOT_STORED_MESSAGES.includes(o.error ?? '') && stored.has(o.name),
  );
  const unexpected = outcomes.filter(
    (o) =>
      !(o.status === 201 || o.status === 503) ||
      (o.status === 503 &&
        ![...NOT_STORED_MESSAGES, ERROR_MESSAGES.outcomeUnknown].includes(o.error ?? '')),
  );
  return { lost, storedDespite503, unexpected };
}
