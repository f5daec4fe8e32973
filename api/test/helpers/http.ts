import type { App } from '../../src/app.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface Answer<T> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** One request through `app.inject` (no network); the answer's JSON parsed. */
export async function call<T = Record<string, unknown>>(
  app: App,
  method: Method,
  url: string,
  body?: unknown,
): Promise<Answer<T>> {
  const response = await app.inject({
    method,
    url,
    ...(body === undefined
      ? {}
      : { payload: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
  });
  return {
    status: response.statusCode,
    body: response.body ? (JSON.parse(response.body) as T) : (undefined as T),
    headers: response.headers,
  };
}
