import {
  ERROR_MESSAGES,
  fieldErrors,
  SUCCESS_MESSAGES,
  technologyInputSchema,
  type Technology,
} from '@sistema/shared';
import { http, HttpResponse } from 'msw';
import { buildTechnology } from './data.ts';

// '*' matches whatever origin jsdom resolves the client's relative base path against.
export const API = '*/v1/api';

/** What the fake API holds and what it was asked, reset before every test. */
export const db = {
  technologies: [] as Technology[],
  /** Every call, in order: method, path, query string and JSON body. */
  calls: [] as { method: string; path: string; search: string; body: unknown }[],
  reset(technologies: Technology[] = []) {
    this.technologies = [...technologies];
    this.calls = [];
  },
};

async function record(request: Request) {
  const url = new URL(request.url);
  const body: unknown =
    request.method === 'GET'
      ? undefined
      : await request
          .clone()
          .json()
          .catch(() => undefined);
  db.calls.push({ method: request.method, path: url.pathname, search: url.search, body });
  return { url, body };
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

/** The API of ARCHITECTURE.md, in memory: enough for the screen, not a second implementation. */
export const handlers = [
  http.get(`${API}/technologies/read`, async ({ request }) => {
    const { url } = await record(request);
    const sector = url.searchParams.get('sector');
    const level = url.searchParams.get('adoptionLevel');
    const data = db.technologies.filter(
      (technology) =>
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
    const updated: Technology = {
      ...existing,
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
    if (!db.technologies.some((technology) => String(technology.id) === params.id)) {
      return notFound();
    }
    db.technologies = db.technologies.filter((technology) => String(technology.id) !== params.id);
    return HttpResponse.json({ message: SUCCESS_MESSAGES.technologyDeleted });
  }),
];
