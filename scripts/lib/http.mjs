// One JSON request over a given connection, as a browser sends it through the front-end servers:
// what the proxy tests (vitest) and the failure-path specs (Playwright) use to talk to a server.
import http from 'node:http';

/**
 * Sends `body` with `method` to `path` on `agent`'s connection (a browser's keep-alive connection)
 * and resolves with the status, the Content-Type and the body parsed as JSON (null when empty).
 * `chunked` sends the body in several writes without Content-Length.
 * @param {{ port: number, method: string, path: string, body?: Buffer, agent?: http.Agent,
 *   host?: string, chunked?: boolean }} request
 * @returns {Promise<{ status: number, type: string | undefined, body: unknown }>}
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
