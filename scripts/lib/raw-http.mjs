// Requests written byte for byte on a socket: what a client, a scanner or a broken proxy can send
// that no HTTP library would (no Host, a made-up Expect, CONNECT, broken framing).
import { connect } from 'node:net';

/**
 * @typedef {object} RawAnswer
 * @property {number} status  0 when the server closed without an answer
 * @property {Record<string, string>} headers  lower-case names
 * @property {string} body
 * @property {number} elapsedMs  from the connection's start to the server's close
 */

/**
 * Writes `request` as it is to 127.0.0.1:`port` and reads until the server closes the connection.
 * @param {number} port
 * @param {string | Buffer} request
 * @returns {Promise<RawAnswer>}
 */
export function rawRequest(port, request) {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    /** @type {Buffer[]} */
    const received = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = (split < 0 ? text : text.slice(0, split)).split('\r\n');
      /** @type {Record<string, string>} */
      const headers = {};
      for (const line of lines) {
        const colon = line.indexOf(':');
        headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
      }
      resolve({
        status: Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1] ?? 0),
        headers,
        body: split < 0 ? '' : text.slice(split + 4),
        elapsedMs: Date.now() - started,
      });
    });
    socket.setTimeout(10_000, () => socket.destroy(new Error('sin respuesta en 10 s')));
  });
}
