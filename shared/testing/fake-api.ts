// The MSW fake API's plumbing, the same for every remote's tests. Test-only: not part of the
// runtime package (src/), imported by the remotes' tests by relative path.
import { HttpResponse, type RequestHandler } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/** A request as the fake API's log keeps it, so a test can check exactly what the screen sent. */
export interface RecordedCall {
  method: string;
  path: string;
  /** The query string: what the screen filters by (the page size is not in it). */
  search: string;
  /** The page size asked for (`Prefer: page-size=N`, or a `limit` in the query), or null. */
  limit: string | null;
  body: unknown;
}

/** Reads a request for the log: its JSON body (none for a GET), without consuming it. */
export async function readCall(request: Request): Promise<RecordedCall> {
  const url = new URL(request.url);
  const body: unknown =
    request.method === 'GET'
      ? undefined
      : await request
          .clone()
          .json()
          .catch(() => undefined);
  const preferred = /page-size=(\d+)/.exec(request.headers.get('prefer') ?? '')?.[1];
  const limit = preferred ?? url.searchParams.get('limit');
  url.searchParams.delete('limit');
  return { method: request.method, path: url.pathname, search: url.search, limit, body };
}

/**
 * The MSW server of a remote's Vitest set-up: it starts once per file, an unhandled request fails
 * the test, and every test starts from `reset` with the default handlers.
 */
export function setupFakeApi(handlers: RequestHandler[], reset: () => void) {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(reset);
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}

/** The real API's If-Match check: a 412 with the record as it is now, or null to go on. */
export function refuseStaleVersion(request: Request, current: { version: number }, error: string) {
  const ifMatch = request.headers.get('if-match');
  if (ifMatch === null || ifMatch === '*' || ifMatch === `"${String(current.version)}"`)
    return null;
  return HttpResponse.json({ error, data: current }, { status: 412 });
}
