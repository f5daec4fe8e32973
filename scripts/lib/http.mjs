// One JSON request over a given connection, as a browser sends it through the front-end servers:
// what the proxy tests (vitest) and the failure-path specs (Playwright) use to talk to a server.
import http from 'node:http';

/**
 * @typedef {object} JsonAnswer
 * @property {number} status
 * @property {string | undefined} type  the Content-Type
 * @property {unknown} body
 */

/**
 * Sends `body` (a Buffer) with `method` to `path` on `agent`'s connection (a browser's keep-alive
 * connection) and resolves with the status, the Content-Type and the body parsed as JSON (null when
 * empty). `chunked` sends the body in several writes without Content-Length.
 * @param {object} request
 * @param {number} request.port
 * @param {string} request.method
 * @param {string} request.path
 * @param {Buffer} [request.body]
 * @param {http.Agent} [request.agent]
 * @param {string} [request.host]
 * @param {boolean} [request.chunked]
 * @returns {Promise<JsonAnswer>}
 */
export function sendJson({ port, method, path, body, agent, host = '127.0.0.1', chunked = false }) {
  return new Promise((resolve, reject) => {
    /** @type {http.OutgoingHttpHeaders} */
    const headers = { 'Content-Type': 'application/json' };
    if (body && !chunked) headers['Content-Length'] = body.length;
    const req = http.request({ host, port, method, path, agent, headers }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          type: res.headers['content-type'],
          body: text ? JSON.parse(text) : null,
        }),
      );
    });
    req.on('error', reject);
    if (body && chunked) {
      for (let i = 0; i < body.length; i += 256 * 1024) req.write(body.subarray(i, i + 256 * 1024));
    }
    req.end(body && !chunked ? body : undefined);
  });
}
