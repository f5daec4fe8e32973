// The /v1/api proxy of every Vite server (dev and preview): same-origin API calls for the browser,
// and, when the API cannot answer, an answer in the contract's shape instead of Vite's empty
// `502 text/plain`. deploy/nginx/templates/shell.conf.template does the same for nginx.
import type { ClientRequest, IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { HttpProxy, Logger, Plugin, ProxyOptions } from 'vite';
import { ERROR_MESSAGES, PROXY_ERROR_MESSAGES } from '../src/contract/messages.ts';
import { API_BASE_PATH, REQUEST_BODY_LIMIT_BYTES } from '../src/contract/index.ts';
import { PORTS } from './vite-common.ts';

/**
 * After this long without a byte from the API, the proxy answers 504: above the API's own handler
 * time-out (10 s, then it answers 503 itself; 20 s at most for a write whose outcome it awaits) and
 * below the browser client's 30 s, so the user reads a Spanish sentence rather than the client's
 * time-out. nginx's proxy_read_timeout is the same (api/test/timeouts-order.test.ts pins the order).
 */
export const API_PROXY_TIMEOUT_MS = 25_000;

export interface ApiProxyOptions {
  /** Where the API listens; API_URL, else 127.0.0.1 on API_PORT. */
  target?: string;
  timeoutMs?: number;
}

/** Vite's `server.proxy` / `preview.proxy` entry for the API. */
export function apiProxy({
  target = process.env.API_URL ?? `http://127.0.0.1:${PORTS.api}`,
  timeoutMs = API_PROXY_TIMEOUT_MS,
}: ApiProxyOptions = {}): Record<string, ProxyOptions> {
  return {
    [API_BASE_PATH]: {
      target,
      changeOrigin: true,
      // X-Forwarded-For/-Proto/-Host/-Port from the connection itself (the client's own are
      // dropped first, in the bypass): never a header a client chose.
      xfwd: true,
      bypass: (req, res) => {
        dropClientForwarding(req);
        return refuseOversizedBody(req, res);
      },
      configure: (proxy) => answerFailuresInJson(proxy, timeoutMs),
    },
  };
}

// What a client may write to pass itself off as someone else (RFC 7239 and the X- family).
const FORWARDING_HEADERS = [
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-host',
  'x-forwarded-port',
  'x-forwarded-proto',
  'x-real-ip',
];

/**
 * A local client's own X-Forwarded-For must not reach the API as if this proxy had written it:
 * http-proxy's `xfwd` appends the socket's address to what is there. Dropped here, `xfwd` writes
 * the connecting address alone. (Under `npm start` the API believes no forwarded header anyway:
 * a client on this machine reaches it from the same address as this proxy.)
 */
export function dropClientForwarding(req: IncomingMessage) {
  for (const name of FORWARDING_HEADERS) Reflect.deleteProperty(req.headers, name);
}

/** `{ "error": message }` with the status, never cached. */
function sendError(res: ServerResponse, status: number, message: string) {
  const body = JSON.stringify({ error: message });
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    'Cache-Control': 'no-store',
  });
  res.end(body);
}

/**
 * A body announced larger than the API accepts is answered 413 here, before anything reaches the
 * API. Forwarded, the API would answer 413 and close the connection while the proxy is still
 * sending, and the proxy would report that as a failure (Vite's bare 502). Node reads and discards
 * the unread body, so the browser's connection stays usable for its next request. Returning the
 * URL unchanged after answering tells Vite the request is handled.
 */
function refuseOversizedBody(req: IncomingMessage, res: ServerResponse | undefined) {
  // Node has already answered `100 Continue` to the browser; the API need not be asked again, and
  // without the header the proxy's `proxyReq` event (where the time-out is set) always fires.
  delete req.headers.expect;
  const announced = Number(req.headers['content-length'] ?? 0);
  if (!res || !(announced > REQUEST_BODY_LIMIT_BYTES)) return undefined;
  sendError(res, 413, ERROR_MESSAGES.bodyTooLarge);
  return req.url;
}

// Connection errors that mean nothing answers at the API's address (down, restarting, moved).
const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
const TIMED_OUT = 'SISTEMA_API_TIMEOUT';

/** The status and Spanish message for a failed forward. */
export function proxyFailureAnswer(
  code: string | undefined,
  bytesSent: number,
): { status: number; message: string } {
  if (code === TIMED_OUT) return { status: 504, message: PROXY_ERROR_MESSAGES.apiTimeout };
  if (code && UNREACHABLE.has(code)) {
    return { status: 503, message: PROXY_ERROR_MESSAGES.apiUnavailable };
  }
  // A body without Content-Length (chunked) is counted by the API as it arrives: past the limit it
  // answers 413 and closes, which reaches the proxy as a broken connection.
  if (bytesSent > REQUEST_BODY_LIMIT_BYTES) {
    return { status: 413, message: ERROR_MESSAGES.bodyTooLarge };
  }
  return { status: 502, message: PROXY_ERROR_MESSAGES.apiConnectionLost };
}

// The one line each failed forward is logged as (logProxyFailuresInOneLine), by its error.
const failureLines = new WeakMap<object, string>();

/**
 * Makes `logger` (Vite's) write a failed forward, already answered in JSON, as one line
 * (`API proxy: GET /v1/api/startups/read → 503 (ECONNREFUSED)`) instead of Vite's "http proxy
 * error" and a ten-line stack that says nothing more. Every other message is left as it was.
 */
export function logProxyFailuresInOneLine(logger: Logger): Logger {
  const logError = logger.error.bind(logger);
  logger.error = (message, options) => {
    const line = options?.error ? failureLines.get(options.error) : undefined;
    if (line === undefined) logError(message, options);
    else logger.warn(line, { timestamp: true });
  };
  return logger;
}

/** The plugin that does it to the server's own logger (its level and options unchanged). */
export function apiProxyLogging(): Plugin {
  return {
    name: 'sistema:api-proxy-logging',
    configResolved: (config) => {
      logProxyFailuresInOneLine(config.logger);
    },
  };
}

function answerFailuresInJson(proxy: HttpProxy.ProxyServer, timeoutMs: number) {
  const forwards = new WeakMap<IncomingMessage, ClientRequest>();

  proxy.on('proxyReq', (proxyReq, req) => {
    forwards.set(req, proxyReq);
    proxyReq.setTimeout(timeoutMs, () => {
      proxyReq.destroy(
        Object.assign(new Error('La API no respondió a tiempo'), { code: TIMED_OUT }),
      );
    });
  });

  // Registered before Vite's own listener, which then finds the answer sent and stays quiet.
  proxy.on('error', (error: NodeJS.ErrnoException, req, res: ServerResponse | Socket) => {
    if (!('writeHead' in res)) return; // a WebSocket: the API has none
    // The browser may still be sending: read the rest, so its connection serves the next request.
    req.resume();
    const forward = `API proxy: ${req.method ?? ''} ${req.url ?? ''}`;
    const reason = error.code ?? error.message;
    if (res.headersSent) {
      res.destroy(); // the API failed halfway through its answer: cut it, never pass half a body
      failureLines.set(error, `${forward} → cut halfway through the answer (${reason})`);
      return;
    }
    const bytesSent = forwards.get(req)?.socket?.bytesWritten ?? 0;
    const { status, message } = proxyFailureAnswer(error.code, bytesSent);
    sendError(res, status, message);
    failureLines.set(error, `${forward} → ${String(status)} (${reason})`);
  });
}
