import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { ERROR_MESSAGES } from '@sistema/shared/contract';

/**
 * Node's HTTP parser refuses some requests before Fastify sees them: framing errors (a bad
 * Content-Length, both Content-Length and Transfer-Encoding, a raw non-ASCII byte in the path),
 * headers too large (431), a request that did not arrive in time (408). Node, and Fastify's default
 * handler, answer those in English or with no body; this one writes the contract's Spanish JSON,
 * then closes the connection (its framing can no longer be trusted).
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket) {
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
  if (socket.writable && !started) {
    const body = JSON.stringify({ error: message });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'X-Content-Type-Options: nosniff\r\n' +
        `Connection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
