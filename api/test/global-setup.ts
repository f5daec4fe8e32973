import pg from 'pg';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** This run's schema on TEST_DATABASE_URL, or null when the PostgreSQL tests are skipped. */
    pgSchema: string | null;
  }
}

const SCHEMA_PREFIX = 'api_test_';
const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Each run gets a schema of its own on the shared test database, so runs never see each other's
 * rows, even concurrently; it is dropped at the end. Schemas left by a crashed run (their name
 * carries their creation time) are dropped after an hour.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) {
    console.warn(
      '\n[api] TEST_DATABASE_URL is not set: the PostgreSQL variants of the API tests are SKIPPED' +
        ' (PGlite only). Example: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test\n',
    );
    project.provide('pgSchema', null);
    return;
  }

  const schema = `${SCHEMA_PREFIX}${Date.now()}_${process.pid}`;
  await withClient(url, async (client) => {
    const { rows } = await client.query<{ name: string }>(
      `SELECT nspname AS name FROM pg_namespace WHERE nspname LIKE 'api\\_test\\_%'`,
    );
    for (const { name } of rows) {
      const createdAt = Number(name.slice(SCHEMA_PREFIX.length).split('_')[0]);
      if (Date.now() - createdAt > STALE_AFTER_MS) {
        await client.query(`DROP SCHEMA IF EXISTS "${name}" CASCADE`);
      }
    }
    // In public, shared by every run: created inside a run's schema, they would vanish with it
    // (and take along every other run's objects that use them).
    for (const extension of ['pg_trgm', 'unaccent']) {
      await client
        .query(`CREATE EXTENSION IF NOT EXISTS ${extension} WITH SCHEMA public`)
        .catch((error: unknown) => {
          console.warn(`[api] ${extension} not installed on the test database:`, String(error));
        });
    }
    await client.query(`CREATE SCHEMA "${schema}"`);
  });
  project.provide('pgSchema', schema);

  return async () => {
    await withClient(url, (client) => client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`));
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
