import axios from 'axios';
import { API_BASE_PATH } from '../contract/index.ts';

export const REQUEST_TIMEOUT_MS = 30000;

/**
 * The one HTTP client of the system. Shared as a singleton through Module Federation, so the shell's
 * run-time configuration (setApiBaseUrl) reaches every remote.
 */
export const apiClient = axios.create({
  baseURL: API_BASE_PATH,
  timeout: REQUEST_TIMEOUT_MS,
  headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
});

/**
 * Read-your-writes across API instances: another instance's list cache can lag behind a write by
 * the time its change notification takes. For a while after this client wrote (or was told of
 * someone else's write by a 412), its reads ask for the database's own answer.
 */
export const FRESH_READS_AFTER_WRITE_MS = 10_000;
let lastWriteAt = Number.NEGATIVE_INFINITY;
// When the live stream last told of someone else's write (shared/src/live/).
let lastChangeHeardAt = Number.NEGATIVE_INFINITY;
const noteWrite = (method: string | undefined) => {
  if (method && method.toLowerCase() !== 'get') lastWriteAt = Date.now();
};

apiClient.interceptors.request.use((config) => {
  if (
    config.method?.toLowerCase() === 'get' &&
    Date.now() - Math.max(lastWriteAt, lastChangeHeardAt) < FRESH_READS_AFTER_WRITE_MS
  ) {
    config.headers.set('Cache-Control', 'no-cache');
  }
  return config;
});

apiClient.interceptors.response.use(
  (response) => {
    noteWrite(response.config.method);
    return response;
  },
  (error: unknown) => {
    // A request we cancelled ourselves (a newer filter superseded it) is not a failure.
    if (!axios.isCancel(error)) {
      if (axios.isAxiosError(error) && error.response) {
        noteWrite(error.config?.method);
        console.error('API Error', error.response.status, error.response.data);
      } else {
        console.error('Network Error', error instanceof Error ? error.message : error);
      }
    }
    throw error;
  },
);

/** Someone else wrote (the live stream said so): reads ask for the database's own answer too. */
export function readFreshAfterChangeElsewhere(): void {
  lastChangeHeardAt = Date.now();
}

/** Milliseconds since this page's own last write (Infinity before the first). */
export const msSinceOwnWrite = () => Date.now() - lastWriteAt;

export function setApiBaseUrl(baseUrl: string): void {
  apiClient.defaults.baseURL = baseUrl;
}

export { isCancel as isCancelledRequest } from 'axios';
