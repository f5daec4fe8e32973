import { connect } from 'node:net';
import type { Database } from '../../src/db/database.ts';
import { NO_TABLE_CHANGES } from '../../src/db/table-changes.ts';

// Requests written byte for byte on a socket: what a client, a scanner or a broken proxy can send
// that no HTTP library would.

export interface RawAnswer {
  status: number;
  /** Lower-case header names and their values. */
  headers: Record<string, string>;
  body: string;
  elapsedMs: number;
}

/** Writes `request` as it is and reads until the server closes the connection. */
export function rawRequest(port: number, request: Buffer | string): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(request));
    const received: Buffer[] = [];
    socket.on('data', (chunk) => received.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(received).toString('utf8');
      const split = text.indexOf('\r\n\r\n');
      const [statusLine = '', ...lines] = (split < 0 ? text : text.slice(0, split)).split('\r\n');
      const headers: Record<string, string> = {};
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
    socket.setTimeout(10_000, () => socket.destroy(new Error('no answer in 10 s')));
  });
}

/** A database that stores nothing: the API's HTTP layer tested without one. */
export const acceptingDatabase: Database = {
  kind: 'postgres',
  changes: NO_TABLE_CHANGES,
  query: <Row extends object>() => Promise.resolve([] as Row[]),
  transaction: () => Promise.reject(new Error('unused')),
  close: () => Promise.resolve(),
};
