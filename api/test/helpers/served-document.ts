import type { OpenAPIV3 } from 'openapi-types';
import { buildApp } from '../../src/app.ts';
import type { Database } from '../../src/db/database.ts';
import { NO_TABLE_CHANGES } from '../../src/db/table-changes.ts';

// Writing the document touches no table.
const noDatabase: Database = {
  kind: 'postgres',
  changes: NO_TABLE_CHANGES,
  query: () => Promise.reject(new Error('not used')),
  transaction: () => Promise.reject(new Error('not used')),
  close: () => Promise.resolve(),
};

/** The OpenAPI document as a client downloads it from `/v1/api/docs/json`. */
export async function servedDocument(): Promise<{ text: string; document: OpenAPIV3.Document }> {
  const app = await buildApp({ db: noDatabase, corsOrigins: [] });
  try {
    const answer = await app.inject({ method: 'GET', url: '/v1/api/docs/json' });
    if (answer.statusCode !== 200) throw new Error(`the document answered ${answer.body}`);
    return { text: answer.body, document: answer.json<OpenAPIV3.Document>() };
  } finally {
    await app.close();
  }
}
