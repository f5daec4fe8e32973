import { ERROR_MESSAGES, SUCCESS_MESSAGES, type Startup, type StartupInput } from '@sistema/shared';
import { http, HttpResponse } from 'msw';
import {
  readCall,
  refuseStaleVersion,
  type RecordedCall,
} from '../../../shared/testing/fake-api.ts';
import { buildStartup } from './data.ts';

// '*' matches whatever origin jsdom resolves the client's relative base path against.
export const API = '*/v1/api';

/** What the fake API holds and what it was asked, reset before every test. */
export const db = {
  startups: [] as Startup[],
  /** Every call, in order: method, path, query string and JSON body. */
  calls: [] as RecordedCall[],
  reset(startups: Startup[] = []) {
    this.startups = [...startups];
    this.calls = [];
  },
};

/** Logs a call in db.calls; exported for tests that replace a handler. */
export async function record(request: Request) {
  const call = await readCall(request);
  db.calls.push(call);
  return call;
}

function fromInput(input: StartupInput, base: Partial<Startup> = {}): Startup {
  return buildStartup({
    ...base,
    name: input.name,
    founded_at: input.foundedAt,
    location: input.location,
    category: input.category,
    funding_amount: input.fundingAmount ?? null,
  });
}

const notFound = () =>
  HttpResponse.json({ error: ERROR_MESSAGES.startupNotFound }, { status: 404 });

/** The API of docs/architecture.md, in memory: enough for the screen, not a second implementation. */
export const handlers = [
  http.get(`${API}/startups/read`, async ({ request }) => {
    const query = new URLSearchParams((await record(request)).search);
    const name = query.get('name')?.toLowerCase();
    const category = query.get('category');
    const data = db.startups.filter(
      (startup) =>
        (!name || startup.name.toLowerCase().includes(name)) &&
        (!category || startup.category === category),
    );
    return HttpResponse.json({ data });
  }),
  http.post(`${API}/startups/create`, async ({ request }) => {
    await record(request);
    const created = fromInput((await request.json()) as StartupInput);
    db.startups = [created, ...db.startups];
    return HttpResponse.json(
      { message: SUCCESS_MESSAGES.startupCreated, data: created },
      { status: 201 },
    );
  }),
  http.put(`${API}/startups/update/:id`, async ({ request, params }) => {
    await record(request);
    const existing = db.startups.find((startup) => String(startup.id) === params.id);
    if (!existing) return notFound();
    const stale = refuseStaleVersion(request, existing, ERROR_MESSAGES.startupChanged);
    if (stale) return stale;
    const updated = fromInput((await request.json()) as StartupInput, {
      id: existing.id,
      version: existing.version + 1,
    });
    db.startups = db.startups.map((startup) => (startup.id === existing.id ? updated : startup));
    return HttpResponse.json({ message: SUCCESS_MESSAGES.startupUpdated, data: updated });
  }),
  http.delete(`${API}/startups/delete/:id`, async ({ request, params }) => {
    await record(request);
    const existing = db.startups.find((startup) => String(startup.id) === params.id);
    if (!existing) return notFound();
    const stale = refuseStaleVersion(request, existing, ERROR_MESSAGES.startupChanged);
    if (stale) return stale;
    db.startups = db.startups.filter((startup) => String(startup.id) !== params.id);
    return HttpResponse.json({ message: SUCCESS_MESSAGES.startupDeleted });
  }),
];
