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

/**
 * The create and read calls of one resource's routes (`/v1/api/<path>`), for its route tests: a
 * create must answer 201 and gives back the stored record; a read gives back the list.
 */
export function resourceCalls<T>(
  app: () => App,
  path: string,
  body: (overrides?: Record<string, unknown>) => Record<string, unknown>,
) {
  const base = `/v1/api/${path}`;
  return {
    base,
    create: async (overrides: Record<string, unknown> = {}) => {
      const answer = await call<{ data: T }>(app(), 'POST', `${base}/create`, body(overrides));
      if (answer.status !== 201) throw new Error(`create answered ${answer.status}`);
      return answer.body.data;
    },
    read: async (query = '') =>
      (await call<{ data: T[] }>(app(), 'GET', `${base}/read${query}`)).body.data,
  };
}
