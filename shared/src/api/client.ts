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

apiClient.interceptors.response.use(undefined, (error: unknown) => {
  // A request we cancelled ourselves (a newer filter superseded it) is not a failure.
  if (!axios.isCancel(error)) {
    if (axios.isAxiosError(error) && error.response) {
      console.error('API Error', error.response.status, error.response.data);
    } else {
      console.error('Network Error', error instanceof Error ? error.message : error);
    }
  }
  throw error;
});

export function setApiBaseUrl(baseUrl: string): void {
  apiClient.defaults.baseURL = baseUrl;
}

export { isCancel as isCancelledRequest } from 'axios';
