// A resource's API in memory for its remote's tests, from its definition as the real API is: the
// same paths, filters, order, checks and Spanish messages. Enough for the screens, not a second
// implementation (no paging, no sorting but the list's own order).
import { http, HttpResponse } from 'msw';
import {
  anyResourceSchemas,
  columnOf,
  ERROR_MESSAGES,
  fieldErrors,
  resourceText,
  type AnyResource,
} from '../src/contract/index.ts';
import { readCall, refuseStaleVersion, type RecordedCall } from './fake-api.ts';

interface StoredRecord {
  id: number;
  version: number;
  updated_at: string;
}

/** '*' matches whatever origin jsdom resolves the client's relative base path against. */
export const API = '*/v1/api';

/**
 * `db` holds the records under the resource's key (`db.startups`) and every call, in order;
 * `build` makes a record as the API returns it, from the fields a test sets.
 */
export function fakeResourceApi<const Key extends string, R extends StoredRecord>(
  definition: AnyResource & { key: Key },
  build: (overrides: Partial<R>) => R,
) {
  const text = resourceText(definition);
  const { input: inputSchema } = anyResourceSchemas(definition);
  const fields = Object.entries(definition.fields);
  let records: R[] = [];
  const db = {
    calls: [] as RecordedCall[],
    reset(initial: R[] = []) {
      records = [...initial];
      this.calls = [];
    },
  } as { calls: RecordedCall[]; reset(initial?: R[]): void } & Record<Key, R[]>;
  Object.defineProperty(db, definition.key, {
    get: () => records,
    set: (value: R[]) => (records = value),
  });

  /** Logs a call in db.calls; exported for tests that replace a handler. */
  async function record(request: Request) {
    const call = await readCall(request);
    db.calls.push(call);
    return call;
  }

  /** The body checked by the contract's schema: 400 with the Spanish details, as the API does. */
  function parse(body: unknown): Partial<R> | Response {
    const parsed = inputSchema.safeParse(body);
    if (!parsed.success) {
      const details = fieldErrors(parsed.error);
      return HttpResponse.json({ error: ERROR_MESSAGES.invalidInput, details }, { status: 400 });
    }
    const input = parsed.data as Record<string, unknown>;
    const values = fields.map(([key, field]) => [columnOf(key, field), input[key] ?? null]);
    return Object.fromEntries(values) as Partial<R>;
  }

  const matches = (item: R, query: URLSearchParams) =>
    Object.entries(definition.filters).every(([key, filter]) => {
      const wanted = query.get(key);
      const field = definition.fields[key];
      if (!wanted || !filter || !field) return true;
      const stored = (item as Record<string, unknown>)[columnOf(key, field)];
      const value = typeof stored === 'string' ? stored : '';
      return filter.match === 'contains'
        ? value.toLowerCase().includes(wanted.toLowerCase())
        : value === wanted;
    });

  /** The stored record `id` names, or the API's 404, or its 412 when If-Match is older. */
  function current(request: Request, id: unknown): R | Response {
    const existing = records.find((item) => String(item.id) === id);
    if (!existing) return HttpResponse.json({ error: text.notFound }, { status: 404 });
    return refuseStaleVersion(request, existing, text.changed) ?? existing;
  }

  const base = `${API}/${definition.key}`;
  const handlers = [
    http.get(`${base}/read`, async ({ request }) => {
      const query = new URLSearchParams((await record(request)).search);
      return HttpResponse.json({ data: records.filter((item) => matches(item, query)) });
    }),
    http.post(`${base}/create`, async ({ request }) => {
      const values = parse((await record(request)).body);
      if (values instanceof Response) return values;
      const created = build(values);
      records = [created, ...records];
      return HttpResponse.json({ message: text.created, data: created }, { status: 201 });
    }),
    http.put(`${base}/update/:id`, async ({ request, params }) => {
      const values = parse((await record(request)).body);
      if (values instanceof Response) return values;
      const existing = current(request, params.id);
      if (existing instanceof Response) return existing;
      const updated: R = {
        ...existing,
        ...values,
        version: existing.version + 1,
        updated_at: new Date().toISOString(),
      };
      const others = records.filter((item) => item.id !== existing.id);
      // The list's own order: newest first by creation keeps the place, by update moves it up.
      records =
        definition.order.by === 'updatedAt'
          ? [updated, ...others]
          : records.map((item) => (item.id === existing.id ? updated : item));
      return HttpResponse.json({ message: text.updated, data: updated });
    }),
    http.delete(`${base}/delete/:id`, async ({ request, params }) => {
      await record(request);
      const existing = current(request, params.id);
      if (existing instanceof Response) return existing;
      records = records.filter((item) => item.id !== existing.id);
      return HttpResponse.json({ message: text.deleted });
    }),
  ];
  return { db, record, handlers };
}
