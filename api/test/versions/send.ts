import type { App } from '../../src/app.ts';

export interface Sent<T> {
  status: number;
  body: T;
  headers: Record<string, string | string[] | number | undefined>;
}

/** One request through `app.inject`, with an optional JSON body and If-Match header. */
export async function send<T = Record<string, unknown>>(
  app: App,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  { body, ifMatch }: { body?: unknown; ifMatch?: string | undefined } = {},
): Promise<Sent<T>> {
  const headers: Record<string, string> = {};
  if (body !== undefined) headers['content-type'] = 'application/json';
  if (ifMatch !== undefined) headers['if-match'] = ifMatch;
  const response = await app.inject({
    method,
    url,
    headers,
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });
  return {
    status: response.statusCode,
    body: response.body ? response.json<T>() : (undefined as T),
    headers: response.headers,
  };
}
