// The answers Node's HTTP server gives by itself under every Vite server (dev and preview, the
// three apps): a request without Host, an Expect other than 100-continue, CONNECT and the framing
// errors (400/408/431). Node answers them empty, in English or not at all; here each is the
// contract's Spanish JSON with the security headers, as the API (api/src/http/client-errors.ts) and
// nginx (deploy/nginx/snippets/sistema-error-headers.conf) answer them.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { Connect, Plugin } from 'vite';
import { ERROR_MESSAGES } from '../src/contract/messages.ts';

/**
 * The headers of these refusals: nginx's for its own JSON refusals (a CSP fit for a JSON body),
 * kept equal to deploy/nginx/snippets/sistema-error-headers.conf by protocol-answers.test.ts.
 */
export const REFUSAL_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'X-Frame-Options': 'DENY',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'Cache-Control': 'no-store',
};

/** The head and body of a JSON refusal that closes the connection. */
function refusal(message: string) {
  const body = JSON.stringify({ error: message });
  const headers = {
    ...REFUSAL_HEADERS,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': String(Buffer.byteLength(body)),
    Connection: 'close',
  };
  return { body, headers };
}

/** The whole answer as bytes, for a socket Node has not made a response for. */
function rawRefusal(status: number, message: string): string {
  const { body, headers } = refusal(message);
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('')}\r\n${body}`;
}

function respond(response: ServerResponse, status: number, message: string) {
  const { body, headers } = refusal(message);
  response.shouldKeepAlive = false;
  response.writeHead(status, headers).end(body);
}

/** Node's parser errors that are not plain framing errors (400), by code. */
const CLIENT_ERRORS: Partial<Record<string, [number, string]>> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, ERROR_MESSAGES.requestTimeout],
  ERR_HTTP_HEADERS_TIMEOUT: [408, ERROR_MESSAGES.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, ERROR_MESSAGES.headersTooLarge],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, ERROR_MESSAGES.bodyTooLarge],
};

/** A framing error, headers too large or too slow: Node's parser refused it before any request. */
function onClientError(error: NodeJS.ErrnoException, socket: Socket) {
  if (error.code === 'ECONNRESET' || socket.destroyed) return; // nobody left to answer
  const [status, message] = CLIENT_ERRORS[error.code ?? ''] ?? [
    400,
    ERROR_MESSAGES.malformedRequest,
  ];
  // An answer already started on this socket cannot be replaced.
  const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    ?.headersSent;
  if (socket.writable && !started) socket.write(rawRefusal(status, message));
  socket.destroy(error);
}

/** HTTP/1.1 requires Host (RFC 9112 §3.2); HTTP/1.0 had none. */
const missingHost: Connect.NextHandleFunction = (req, res, next) => {
  if (req.httpVersion !== '1.0' && req.headers.host === undefined) {
    respond(res, 400, ERROR_MESSAGES.hostRequired);
    return;
  }
  next();
};

/** Puts the answers on a Vite server's HTTP server and first in its middleware stack. */
function install(httpServer: Server | null | undefined, middlewares: Connect.Server) {
  if (!httpServer) return; // middleware mode: the embedding server answers these itself
  // Node would answer a request without Host itself, with an empty 400: let it through to the
  // middleware below, which answers it in JSON.
  Object.assign(httpServer, { requireHostHeader: false });
  // Vite's own handler writes an empty English answer first: this one replaces it.
  httpServer.removeAllListeners('clientError');
  httpServer.on('clientError', onClientError);
  httpServer.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) =>
    respond(response, 417, ERROR_MESSAGES.expectationFailed),
  );
  // These servers are no tunnel: Node would drop the connection without a word.
  httpServer.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawRefusal(405, ERROR_MESSAGES.methodNotAllowed));
  });
  // Before Vite's CORS and allowed-hosts checks, which a request without Host would reach first.
  middlewares.stack.unshift({ route: '', handle: missingHost });
}

export function protocolAnswers(): Plugin {
  return {
    name: 'sistema:protocol-answers',
    configureServer(server) {
      install(server.httpServer as Server | null, server.middlewares);
    },
    configurePreviewServer(server) {
      install(server.httpServer as Server, server.middlewares);
    },
  };
}
