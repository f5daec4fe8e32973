import { type TechnologyListQuery, UNEXPECTED_LIST_ANSWER } from '@sistema/shared';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { buildTechnology } from '../testing/data.ts';
import { API, db } from '../testing/handlers.ts';
import { server } from '../testing/server.ts';
import { getTechnologies } from './get-technologies.ts';

describe('getTechnologies', () => {
  it.each<[TechnologyListQuery, string]>([
    [{}, ''],
    [{ sector: 'FinTech' }, '?sector=FinTech'],
    [{ sector: undefined, adoptionLevel: 'declining' }, '?adoptionLevel=declining'],
    [{ sector: 'Retail', adoptionLevel: 'mature' }, '?sector=Retail&adoptionLevel=mature'],
  ])('sends the given filters only: %j → “%s”', async (params, search) => {
    await getTechnologies(params);
    expect(db.calls.at(-1)).toMatchObject({ path: '/v1/api/technologies/read', search });
  });

  it('reads the data array of the answer', async () => {
    const technology = buildTechnology({ name: 'Kotlin' });
    db.reset([technology]);
    await expect(getTechnologies({})).resolves.toEqual([technology]);
  });

  it('turns an answer that is not a list into an error the banner can show', async () => {
    server.use(
      http.get(`${API}/technologies/read`, () => HttpResponse.text('<!doctype html><html>')),
    );
    await expect(getTechnologies({})).rejects.toThrow(UNEXPECTED_LIST_ANSWER);
  });
});
