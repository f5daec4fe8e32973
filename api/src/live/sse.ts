// The text/event-stream framing (HTML Living Standard, "Server-sent events"): what the browser's
// EventSource reads. One field per line, an empty line ends an event, a line starting with ':' is a
// comment the browser ignores (what keeps proxies from closing an idle stream).

/** The reconnection delay the browser uses after a dropped stream, in milliseconds. */
export const sseRetry = (ms: number) => `retry: ${String(ms)}\n\n`;

/** A named event with a JSON payload. */
export const sseEvent = (name: string, data: unknown) =>
  `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;

/** A comment line: keeps the connection busy without waking the page. */
export const sseComment = (text: string) => `: ${text}\n\n`;
