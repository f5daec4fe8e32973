import type { App } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { startupBody } from './fixtures.ts';

/** Asks the API to create a startup named `name` (the fixture's other fields). */
export const createStartupNamed = (app: App, name: string) =>
  app.inject({ method: 'POST', url: '/v1/api/startups/create', payload: startupBody({ name }) });

/** How many startups named `name` the database holds. */
export async function countStartupsNamed(db: Database, name: string) {
  const [row] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM startups WHERE name = $1',
    [name],
  );
  return row?.n;
}
