import axios from 'axios';
import { IDEMPOTENCY_KEY_HEADER } from '../contract/index.ts';

/** What a create call needs besides its input: the key of the form it comes from. */
export interface CreateOptions {
  idempotencyKey: string;
}

/** The headers that make a create safe to send again (the API answers a repeat with the first). */
export function idempotencyHeaders({ idempotencyKey }: CreateOptions) {
  return { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey };
}

/**
 * A random key (UUID v4). crypto.randomUUID exists only in secure contexts (https, localhost): an
 * app served over plain http elsewhere builds the same from crypto.getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40; // version 4
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80; // RFC 4122 variant
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

// Answers that are about the request itself, not its storage: time-out, a key still being
// processed, too many requests. A retry of those keeps its key.
const RETRYABLE_4XX = new Set([408, 409, 425, 429]);

/**
 * The API looked at the create and refused it (invalid input, too large…): nothing was stored,
 * so the next submit (usually corrected) is a new request with a new key. After a failure without
 * that certainty (no answer, a time-out, 5xx) the key stays: the retry may repeat a stored create.
 */
export function wasRefused(failure: unknown): boolean {
  const status = axios.isAxiosError(failure) ? failure.response?.status : undefined;
  return status !== undefined && status >= 400 && status < 500 && !RETRYABLE_4XX.has(status);
}
