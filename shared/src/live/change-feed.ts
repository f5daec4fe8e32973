import { apiClient } from '../api/client.ts';
import { API_BASE_PATH } from '../contract/index.ts';

// The API's live stream (GET /v1/api/changes, docs/architecture.md, Live lists), one per page:
// @sistema/shared is a singleton, so the shell and both remotes share this module and its stream.

/** What the page hears: a resource someone wrote to, or "you may have missed some: reload all". */
export type ChangeNotice = { type: 'change'; resource: string } | { type: 'resync' };
export type ChangeListener = (notice: ChangeNotice) => void;

/** Back-off after a failed or dropped stream: 1 s, 2 s, 4 s … up to 30 s, reset once open. */
export const RECONNECT_MIN_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

const listeners = new Set<ChangeListener>();
let source: EventSource | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let failures = 0;
let everOpened = false;

const tell = (notice: ChangeNotice) => {
  for (const listener of listeners) listener(notice);
};

function connect() {
  const stream = new EventSource(`${apiClient.defaults.baseURL ?? API_BASE_PATH}/changes`);
  source = stream;
  stream.onopen = () => {
    failures = 0;
    // Writes made while the stream was down were never announced: every list reloads.
    if (everOpened) tell({ type: 'resync' });
    everOpened = true;
  };
  stream.addEventListener('change', (event) => {
    const resource = readResource(event);
    if (resource) tell({ type: 'change', resource });
  });
  stream.addEventListener('resync', () => tell({ type: 'resync' }));
  // The browser retries a dropped stream by itself but gives up on a refusal (429, 503): one
  // back-off for both, so a struggling API is not asked again every 2 s by every page.
  stream.onerror = () => {
    if (source !== stream) return;
    stream.close();
    source = null;
    const delay = Math.min(RECONNECT_MIN_MS * 2 ** failures, RECONNECT_MAX_MS);
    failures += 1;
    // Jittered, so the pages a restarted API dropped do not all come back in the same instant.
    retryTimer = setTimeout(
      () => {
        retryTimer = undefined;
        connect();
      },
      delay * (0.75 + Math.random() / 2),
    );
  };
}

function readResource(event: Event): string | null {
  if (!(event instanceof MessageEvent) || typeof event.data !== 'string') return null;
  try {
    const data: unknown = JSON.parse(event.data);
    return typeof data === 'object' &&
      data &&
      'resource' in data &&
      typeof data.resource === 'string'
      ? data.resource
      : null;
  } catch {
    return null;
  }
}

function disconnect() {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  source?.close();
  source = null;
  failures = 0;
  everOpened = false;
}

/**
 * Hears every change while subscribed; the stream opens with the first subscriber and closes with
 * the last. Where there is no EventSource (jsdom in unit tests, very old browsers) nothing is heard
 * and lists behave as before: they reload after the user's own writes.
 */
export function subscribeToChanges(listener: ChangeListener): () => void {
  listeners.add(listener);
  if (!source && retryTimer === undefined && typeof EventSource !== 'undefined') connect();
  return () => {
    if (listeners.delete(listener) && listeners.size === 0) disconnect();
  };
}
