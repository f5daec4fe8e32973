import {
  ERROR_MESSAGES,
  fieldErrors,
  SUCCESS_MESSAGES,
  technologyInputSchema,
  type Technology,
} from '@sistema/shared';
import { http, HttpResponse } from 'msw';
import {
  readCall,
  refuseStaleVersion,
  type RecordedCall,
} from '../../../shared/testing/fake-api.ts';
import { buildTechnology } from './data.ts';

// '*' matches whatever origin jsdom resolves the client's relative base path against.
export const API = '*/v1/api';

/** What the fake API holds and what it was asked, reset before every test. */
export const db = {
  technologies: [] as Technology[],
  /** Every call, in order: method, path, query string and JSON body. */
  calls: [] as RecordedCall[],
  reset(technologies: Technology[] = []) {
    this.technologies = [...technologies];
    this.calls = [];
  },
};

/** Logs a call in db.calls; exported for tests that replace a handler. */
export async function record(request: Request) {
  const call = await readCall(request);
  db.calls.push(call);
  return call;
}

const notFound = () =>
  HttpResponse.json({ error: ERROR_MESSAGES.technologyNotFound }, { status: 404 });

/** The body checked by the contract's schema, as the real API does: 400 with the Spanish details. */
function parseInput(body: unknown) {
  const parsed = technologyInputSchema.safeParse(body);
  if (parsed.success) return { input: parsed.data, invalid: null };
  const invalid = HttpResponse.json(
    { error: ERROR_MESSAGES.invalidInput, details: fieldErrors(parsed.error) },
    { status: 400 },
  );
  return { input: null, invalid };
}

/** The API of docs/architecture.md, in memory: enough for the screen, not a second implementation. */
export const handlers = [
  http.get(`${API}/technologies/read`, async ({ request }) => {
    const query = new URLSearchParams((await record(request)).search);
    const name = query.get('name')?.toLowerCase();
    const sector = query.get('sector');
    const level = query.get('adoptionLevel');
    const data = db.technologies.filter(
      (technology) =>
        (!name || technology.name.toLowerCase().includes(name)) &&
        (!sector || technology.sector === sector) &&
        (!level || technology.adoption_level === level),
    );
    return HttpResponse.json({ data });
  }),
  http.post(`${API}/technologies/create`, async ({ request }) => {
    const { input, invalid } = parseInput((await record(request)).body);
    if (!input) return invalid;
    const created = buildTechnology({
      name: input.name,
      sector: input.sector,
      adoption_level: input.adoptionLevel,
      description: input.description ?? null,
    });
    db.technologies = [created, ...db.technologies];
    return HttpResponse.json(
      { message: SUCCESS_MESSAGES.technologyCreated, data: created },
      { status: 201 },
    );
  }),
  http.put(`${API}/technologies/update/:id`, async ({ request, params }) => {
    const { input, invalid } = parseInput((await record(request)).body);
    if (!input) return invalid;
    const existing = db.technologies.find((technology) => String(technology.id) === params.id);
    if (!existing) return notFound();
    const stale = refuseStaleVersion(request, existing, ERROR_MESSAGES.technologyChanged);
    if (stale) return stale;
    const updated: Technology = {
      ...existing,
      version: existing.version + 1,
      name: input.name,
      sector: input.sector,
      adoption_level: input.adoptionLevel,
      description: input.description ?? null,
      updated_at: new Date().toISOString(),
    };
    // Most recently updated first, as the real API orders them.
    db.technologies = [updated, ...db.technologies.filter((t) => t.id !== existing.id)];
    return HttpResponse.json({ message: SUCCESS_MESSAGES.technologyUpdated, data: updated });
  }),
  http.delete(`${API}/technologies/delete/:id`, async ({ request, params }) => {
    await record(request);
    const existing = db.technologies.find((technology) => String(technology.id) === params.id);
    if (!existing) return notFound();
    const stale = refuseStaleVersion(request, existing, ERROR_MESSAGES.technologyChanged);
    if (stale) return stale;
    db.technologies = db.technologies.filter((technology) => String(technology.id) !== params.id);
    return HttpResponse.json({ message: SUCCESS_MESSAGES.technologyDeleted });
  }),
];
