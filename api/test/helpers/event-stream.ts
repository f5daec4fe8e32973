import { get, type IncomingHttpHeaders } from 'node:http';

export interface ServerSentEvent {
  event: string;
  data: string;
}

/** An open text/event-stream answer, read as it arrives. */
export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Everything received so far, as sent (comments and `retry:` included). */
  readonly text: string;
  events: ServerSentEvent[];
  /** Resolves with the first event (from `from` on) that matches, or rejects after `ms`. */
  next(
    match: (event: ServerSentEvent) => boolean,
    ms?: number,
    from?: number,
  ): Promise<ServerSentEvent>;
  close(): void;
}

/** GETs `url` and parses its event stream (or keeps the body of a refusal in `text`). */
export function openEventStream(url: string, headers: Record<string, string> = {}) {
  return new Promise<EventStream>((resolve, reject) => {
    const request = get(url, { headers: { accept: 'text/event-stream', ...headers } }, (answer) => {
      let text = '';
      let pending = '';
      const events: ServerSentEvent[] = [];
      const waiters = new Set<() => void>();
      answer.setEncoding('utf8');
      answer.on('data', (chunk: string) => {
        text += chunk;
        pending += chunk;
        let end;
        while ((end = pending.indexOf('\n\n')) >= 0) {
          const block = pending.slice(0, end);
          pending = pending.slice(end + 2);
          const fields = new Map<string, string>();
          for (const line of block.split('\n')) {
            const colon = line.indexOf(':');
            if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 1).trim());
          }
          const data = fields.get('data');
          if (data !== undefined) events.push({ event: fields.get('event') ?? 'message', data });
        }
        for (const wake of waiters) wake();
      });
      answer.on('error', () => undefined); // closed by the test
      resolve({
        status: answer.statusCode ?? 0,
        headers: answer.headers,
        get text() {
          return text;
        },
        events,
        next(match, ms = 2_000, from = 0) {
          return new Promise((found, fail) => {
            const look = () => {
              const event = events.slice(from).find(match);
              if (!event) return;
              clearTimeout(timer);
              waiters.delete(look);
              found(event);
            };
            const timer = setTimeout(() => {
              waiters.delete(look);
              fail(new Error(`no matching event within ${String(ms)} ms; received: ${text}`));
            }, ms);
            waiters.add(look);
            look();
          });
        },
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
}
