import { UNEXPECTED_LIST_ANSWER } from '@sistema/shared';
import { http, HttpResponse } from 'msw';
import { describe, expect, test } from 'vitest';
import { buildStartup } from '../testing/data.ts';
import { API, db } from '../testing/handlers.ts';
import { server } from '../testing/server.ts';
import { getStartups } from './get-startups.ts';

const lastSearch = () => db.calls.at(-1)?.search;

describe('getStartups', () => {
  test('sends no query string without filters', async () => {
    await getStartups({});
    expect(db.calls).toEqual([
      { method: 'GET', path: '/v1/api/startups/read', search: '', limit: null, body: undefined },
    ]);
  });

  test('sends only the filters that are given', async () => {
    await getStartups({ name: 'Kav' });
    expect(lastSearch()).toBe('?name=Kav');
    await getStartups({ category: 'AI/ML' });
    expect(new URLSearchParams(lastSearch()).get('category')).toBe('AI/ML');
    expect(new URLSearchParams(lastSearch()).has('name')).toBe(false);
    await getStartups({ name: 'Kav', category: 'FinTech' });
    expect(lastSearch()).toBe('?name=Kav&category=FinTech');
  });

  test('returns the data array', async () => {
    const kavak = buildStartup({ name: 'Kavak' });
    db.reset([kavak]);
    await expect(getStartups({})).resolves.toEqual([kavak]);
  });

  test('rejects an answer without a data array with a Spanish message', async () => {
    server.use(http.get(`${API}/startups/read`, () => HttpResponse.json({ items: [] })));
    await expect(getStartups({})).rejects.toThrow(UNEXPECTED_LIST_ANSWER);
  });
});
