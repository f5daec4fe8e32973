import axios from 'axios';
import { ERROR_MESSAGES } from '../contract/index.ts';

/**
 * What the error banner shows for a failed call, in docs/product.md §8's order of preference: the `error`
 * field of the answer, else the network or error message, else 'Error desconocido'.
 */
export function getErrorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const body: unknown = error.response?.data;
    if (body && typeof body === 'object' && 'error' in body) {
      const message = body.error;
      if (typeof message === 'string' && message.trim()) return message;
    }
  }
  if (error instanceof Error && error.message) return error.message;
  return ERROR_MESSAGES.unknown;
}
