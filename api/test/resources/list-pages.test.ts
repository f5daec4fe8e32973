import {
  STARTUP_SORT_KEYS,
  TECHNOLOGY_SORT_KEYS,
  VALIDATION_MESSAGES,
} from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import { describeOnBackends } from '../helpers/backends.ts';
import { startupBody } from '../helpers/fixtures.ts';
import { call } from '../helpers/http.ts';

// Opt-in keyset pages of the lists: `limit` turns the answer into { data, nextCursor, total },
// `cursor` continues it, `sort` orders on the server. Reading every page must give each record
// exactly once, in the order the whole sorted list has, with and without filters.

interface Page {
  data: { id: number; name: string; funding_amount?: number | null }[];
  nextCursor: string | null;
  total: number;
}

// Ties everywhere: names equal but for case and accents, a few days, locations and categories,
// amounts missing on every third, creation times a microsecond apart (finer than the JSON's ms).
const SEED_STARTUPS = `
  INSERT INTO startups (name, founded_at, location, category, funding_amount, created_at)
  SELECT (ARRAY['Álamo', 'alamo', 'Beta', 'BETA', 'Cóndor', 'zorro'])[1 + i % 6]
           || CASE WHEN i % 4 = 0 THEN '' ELSE ' ' || (i % 5)::text END,
         date '2000-01-01' + (i % 9),
         (ARRAY['Lima, Perú', 'lima, Peru', 'Bogotá, Colombia'])[1 + i % 3],
         (ARRAY['FinTech', 'SaaS', 'IoT'])[1 + i % 3],
         CASE WHEN i % 3 = 0 THEN NULL ELSE (i % 7) * 1000.5 END,
         timestamptz '2025-01-01 00:00:00Z' + (i % 4) * interval '1 microsecond'
    FROM generate_series(1, 61) AS i`;

const SEED_TECHNOLOGIES = `
  INSERT INTO technologies (name, sector, adoption_level, updated_at)
  SELECT (ARRAY['Énfasis', 'enfasis', 'Radar', 'radar'])[1 + i % 4] || ' ' || (i % 3)::text,
         (ARRAY['Energy', 'Retail', 'Other'])[1 + i % 3],
         (ARRAY['emerging', 'growing', 'mature', 'declining'])[1 + i % 4],
         timestamptz '2025-01-01 00:00:00Z' + (i % 5) * interval '1 microsecond'
    FROM generate_series(1, 47) AS i`;

const sortParams = (keys: readonly string[]) => ['', ...keys.flatMap((key) => [key, `-${key}`])];

describeOnBackends('the pages of a list', (context) => {
  const read = async <T>(url: string) => {
    const answer = await call<T>(context.app, 'GET', url);
    expect(answer.status, url).toBe(200);
    return answer.body;
  };

  /** Every page of `query`, `limit` at a time, following nextCursor to the end. */
  const allPages = async (path: string, query: string, limit: number) => {
    const pages: Page[] = [];
    let cursor: string | null = null;
    do {
      const after: string = cursor === null ? '' : `&cursor=${cursor}`;
      const page: Page = await read<Page>(`/v1/api/${path}/read?${query}&limit=${limit}${after}`);
      pages.push(page);
      cursor = page.nextCursor;
    } while (cursor !== null && pages.length < 100);
    return pages;
  };

  const cases = [
    { path: 'startups', seed: SEED_STARTUPS, sorts: STARTUP_SORT_KEYS, filter: 'category=SaaS' },
    {
      path: 'technologies',
      seed: SEED_TECHNOLOGIES,
      sorts: TECHNOLOGY_SORT_KEYS,
      filter: 'sector=Energy&name=NFASIS',
    },
  ] as const;

  it.each(cases)(
    '$path: the pages hold each record once, in the sorted order, with and without filters',
    async ({ path, seed, sorts, filter }) => {
      await context.db.query(seed);
      for (const sort of sortParams(sorts)) {
        for (const filters of ['', filter]) {
          const query = `sort=${sort}&${filters}`;
          const whole = await read<{ data: { id: number }[] }>(`/v1/api/${path}/read?${query}`);
          const pages = await allPages(path, query, 7);
          const ids = pages.flatMap((page) => page.data.map((record) => record.id));
          expect(ids, query).toEqual(whole.data.map((record) => record.id));
          expect(new Set(ids).size, query).toBe(ids.length);
          expect(ids.length, query).toBeGreaterThan(filters ? 3 : 40);
          for (const page of pages) expect(page.total, query).toBe(ids.length);
          expect(pages.at(-1)?.nextCursor).toBeNull();
        }
      }
    },
  );

  it('orders on the server: text ignoring case and accents, missing amounts last', async () => {
    await context.db.query(SEED_STARTUPS);
    const names = (await read<Page>('/v1/api/startups/read?sort=name&limit=500')).data.map(
      (startup) =>
        startup.name.split(' ')[0]?.toLowerCase().normalize('NFD').replace(/\p{M}/gu, ''),
    );
    expect(names).toEqual([...names].sort());
    expect(names[0]).toBe('alamo');
    for (const sort of ['fundingAmount', '-fundingAmount']) {
      const amounts = (await read<Page>(`/v1/api/startups/read?sort=${sort}`)).data.map(
        (startup) => startup.funding_amount,
      );
      const firstMissing = amounts.indexOf(null);
      expect(firstMissing, sort).toBeGreaterThan(0);
      expect(amounts.slice(firstMissing).every((amount) => amount === null)).toBe(true);
      const present = amounts.slice(0, firstMissing) as number[];
      const sorted = [...present].sort((a, b) => (sort.startsWith('-') ? b - a : a - b));
      expect(present, sort).toEqual(sorted);
    }
  });

  it('a write between two pages neither repeats nor skips a record', async () => {
    await context.db.query(SEED_STARTUPS);
    const first = await read<Page>('/v1/api/startups/read?sort=name&limit=10');
    const sent = first.data.map((startup) => startup.id);
    // One before the cursor (it would shift an offset by one), one after it, one sent removed.
    const create = async (name: string) =>
      (
        await call<{ data: { id: number } }>(
          context.app,
          'POST',
          '/v1/api/startups/create',
          startupBody({ name }),
        )
      ).body.data.id;
    await create('Aaa primera');
    const late = await create('Zzz última');
    const removed = sent[3];
    expect(
      (await call(context.app, 'DELETE', `/v1/api/startups/delete/${String(removed)}`)).status,
    ).toBe(200);

    const rest: number[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await read<Page>(`/v1/api/startups/read?sort=name&limit=10&cursor=${cursor}`);
      rest.push(...page.data.map((startup) => startup.id));
      cursor = page.nextCursor;
    }
    const seen = [...sent, ...rest];
    expect(new Set(seen).size).toBe(seen.length);
    // Every seeded record once (the removed one had been sent already), and the later one too.
    const seeded = Array.from({ length: 61 }, (_, index) => index + 1);
    expect(seeded.filter((id) => !seen.includes(id))).toEqual([]);
    expect(rest).toContain(late);
  });

  it('answers the whole array, as before, without page parameters', async () => {
    await context.db.query(SEED_STARTUPS);
    const answer = await read<Record<string, unknown>>('/v1/api/startups/read');
    expect(Object.keys(answer)).toEqual(['data']);
    expect(answer.data).toHaveLength(61);
  });

  it('pages a read that prefers a page size (Prefer: page-size=N), its query only the filters', async () => {
    await context.db.query(SEED_STARTUPS);
    const ask = (prefer: string, query = '') =>
      context.app.inject({ url: `/v1/api/startups/read${query}`, headers: { prefer } });
    const first = await ask('page-size=25', '?category=SaaS');
    expect(first.headers['preference-applied']).toBe('page-size=25');
    const page = first.json<Page>();
    // 61 seeded, every third SaaS (i % 3 = 1): 21 of them, all in one page of 25.
    expect(page.total).toBe(21);
    expect(page.data).toHaveLength(21);
    expect(page.nextCursor).toBeNull();
    const all: number[] = [];
    let cursor: string | null = null;
    do {
      const next: Page = (
        await ask('page-size=25', cursor ? `?cursor=${cursor}` : '')
      ).json<Page>();
      all.push(...next.data.map(({ id }) => id));
      cursor = next.nextCursor;
    } while (cursor);
    expect(new Set(all).size).toBe(61);
    // A preference the server cannot honour is ignored: the whole array, as before.
    for (const prefer of ['page-size=0', 'page-size=501', 'page-size=diez', 'respond-async']) {
      const whole = await ask(prefer);
      expect(whole.statusCode).toBe(200);
      expect(whole.headers['preference-applied']).toBeUndefined();
      expect(Object.keys(whole.json<object>())).toEqual(['data']);
    }
  });

  it.each([
    ['garbage', 'limit=5&cursor=bm9wZQ', VALIDATION_MESSAGES.cursorInvalid],
    [
      'a day no calendar has',
      `limit=5&sort=foundedAt&cursor=${cursorOf(['foundedAt', '2023-02-30', 1])}`,
      VALIDATION_MESSAGES.cursorInvalid,
    ],
    [
      'text for a time',
      `limit=5&cursor=${cursorOf(['', 'ayer', 1])}`,
      VALIDATION_MESSAGES.cursorInvalid,
    ],
    ['no limit', 'cursor=bm9wZQ', VALIDATION_MESSAGES.cursorWithoutLimit],
    ['limit 0', 'limit=0', VALIDATION_MESSAGES.limitInvalid],
    ['a word for limit', 'limit=diez', VALIDATION_MESSAGES.limitInvalid],
    ['a field not offered', 'sort=id', VALIDATION_MESSAGES.sortInvalid],
  ])('refuses %s with the contract’s Spanish 400', async (_label, query, message) => {
    const answer = await call(context.app, 'GET', `/v1/api/startups/read?${query}`);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toBe(message);
  });

  it('refuses a cursor made for another order', async () => {
    await context.db.query(SEED_STARTUPS);
    const { nextCursor } = await read<Page>('/v1/api/startups/read?sort=name&limit=5');
    const answer = await call(
      context.app,
      'GET',
      `/v1/api/startups/read?sort=-name&limit=5&cursor=${String(nextCursor)}`,
    );
    expect(answer).toMatchObject({
      status: 400,
      body: { error: VALIDATION_MESSAGES.cursorInvalid },
    });
  });
});

function cursorOf(end: unknown[]) {
  return Buffer.from(JSON.stringify(end)).toString('base64url');
}
