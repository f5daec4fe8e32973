// Plain HTTP as a server's headers are checked: exactly the request headers given (no browser
// defaults), the answer's headers as sent, the body decoded when it came gzip- or brotli-encoded.
import http from 'node:http';
import https from 'node:https';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

export interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

export function get(url: string, headers: Record<string, string> = {}): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const client = url.startsWith('https:') ? https : http;
    const request = client.get(url, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        let body = Buffer.concat(chunks);
        if (response.headers['content-encoding'] === 'gzip') body = gunzipSync(body);
        if (response.headers['content-encoding'] === 'br') body = brotliDecompressSync(body);
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: body.toString('utf8'),
        });
      });
    });
    request.setTimeout(10_000, () => request.destroy(new Error(`sin respuesta de ${url}`)));
    request.on('error', reject);
  });
}

/** One header's value ('' when absent; repeated headers joined). */
export function header(response: RawResponse, name: string): string {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : (value ?? '');
}

/** A CSP directive's value, e.g. directive(csp, 'script-src') → "'self' http://…"; null if absent. */
export function directive(csp: string, name: string): string | null {
  return (
    csp
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.split(/\s+/)[0] === name)
      ?.slice(name.length)
      .trim() ?? null
  );
}
