import type { IncomingMessage, ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { Socket } from 'node:net';
import { ERROR_MESSAGES, PROXY_ERROR_MESSAGES } from '@sistema/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { SecurityHeaders } from './security-headers.ts';

// Answers to requests Node's HTTP server handles itself, before Fastify sees them (framing errors,
// time-outs, Expect, CONNECT) or that Fastify would serve though HTTP/1.1 forbids them (no Host).
// Node answers those with no body, in English, or not at all; here each gets the contract's
// Spanish JSON with the same security headers as every other answer.

/** The head and body of a JSON answer that closes the connection, for a raw socket. */
function rawAnswer(status: number, message: string, security: SecurityHeaders): string {
  const body = JSON.stringify({ error: message });
  const headers = {
    ...security,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    connection: 'close',
  };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}\r\n`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n${lines.join('')}\r\n${body}`;
}

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: framing errors (a bad
 * Content-Length, both Content-Length and Transfer-Encoding, a raw non-ASCII byte in the path),
 * headers too large (431), a request that did not arrive in time (408). The answer is written on
 * the socket, then the connection is closed (its framing can no longer be trusted).
 */
export function clientErrorHandler(security: SecurityHeaders) {
  return (error: NodeJS.ErrnoException, socket: Socket) => {
    if (error.code === 'ECONNRESET' || socket.destroyed) return; // nobody left to answer
    const [status, message] =
      error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, ERROR_MESSAGES.requestTimeout]
        : error.code === 'HPE_HEADER_OVERFLOW'
          ? [431, ERROR_MESSAGES.headersTooLarge]
          : [400, ERROR_MESSAGES.malformedRequest];
    // An answer already started on this socket (a time-out mid-response) cannot be replaced.
    const started = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
      ?.headersSent;
    if (socket.writable && !started) socket.write(rawAnswer(status, message, security));
    socket.destroy(error);
  };
}

/**
 * `Expect` other than 100-continue (417), CONNECT (405: the API is no tunnel), an HTTP/1.1
 * request without Host (400) and a request that arrives on an open connection while the server
 * stops (503). Node would answer the first with an empty 417 and drop the second without a word;
 * the third needs Fastify's `http.requireHostHeader: false` to reach this hook instead of Node's
 * empty 400, the last `return503OnClosing: false` instead of Fastify's English 503.
 */
export function registerProtocolAnswers(app: FastifyInstance, security: SecurityHeaders) {
  const server = app.server;
  server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    response.end(jsonBody(response, 417, ERROR_MESSAGES.expectationFailed, security));
  });
  server.on('connect', (_request: IncomingMessage, socket: Duplex) => {
    socket.on('error', () => socket.destroy());
    socket.end(rawAnswer(405, ERROR_MESSAGES.methodNotAllowed, security));
  });
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (closing) {
      // Fastify has set Connection: close; the client retries on a new connection.
      void reply.code(503).send({ error: PROXY_ERROR_MESSAGES.apiUnavailable });
      return;
    }
    // HTTP/1.0 had no Host; HTTP/1.1 requires it (RFC 9112 §3.2).
    if (request.raw.httpVersion !== '1.0' && request.headers.host === undefined) {
      void reply.code(400).send({ error: ERROR_MESSAGES.hostRequired });
      return;
    }
    done();
  });
}

/** Writes the head of a JSON answer that closes the connection; returns its body. */
function jsonBody(
  response: ServerResponse,
  status: number,
  message: string,
  security: SecurityHeaders,
): string {
  const body = JSON.stringify({ error: message });
  response.shouldKeepAlive = false;
  response.writeHead(status, {
    ...security,
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    connection: 'close',
  });
  return body;
}
