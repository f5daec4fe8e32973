import axios from 'axios';
import { ERROR_MESSAGES } from '../contract/index.ts';

/**
 * A call that got no answer at all, said in Spanish: the browser's own words
 * ('Network Error', 'timeout of 30000ms exceeded') go to the console only (shared/src/api/client.ts).
 */
export const CONNECTION_MESSAGES = {
  offline: 'Sin conexión a internet. Revisa tu conexión e inténtalo de nuevo.',
  unreachable: 'No se pudo contactar con el servicio. Revisa tu conexión e inténtalo de nuevo.',
} as const;

/** The Spanish reason for a request that never got an answer (offline, refused, timed out). */
function unansweredMessage(code: string | undefined): string {
  if (code === 'ECONNABORTED' || code === 'ETIMEDOUT') return ERROR_MESSAGES.timeout;
  if (typeof navigator !== 'undefined' && !navigator.onLine) {
    return CONNECTION_MESSAGES.offline;
  }
  return CONNECTION_MESSAGES.unreachable;
}

/**
 * What the error banner shows for a failed call, in docs/product.md §8's order of preference: the `error`
 * field of the answer, else the network or error message (in Spanish when there was no answer at
 * all), else 'Error desconocido'.
 */
export function getErrorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const body: unknown = error.response?.data;
    if (body && typeof body === 'object' && 'error' in body) {
      const message = body.error;
      if (typeof message === 'string' && message.trim()) return message;
    }
    if (!error.response) return unansweredMessage(error.code);
  }
  if (error instanceof Error && error.message) return error.message;
  return ERROR_MESSAGES.unknown;
}
