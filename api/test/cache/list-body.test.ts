import { FUNDING_MAX, type Startup, type Technology } from '@sistema/shared/contract';
import { expect, it } from 'vitest';
import { describeOnBackends } from '../helpers/backends.ts';
import { startupBody, technologyBody } from '../helpers/fixtures.ts';
import { call } from '../helpers/http.ts';

// List bodies are PostgreSQL's own JSON text, sent as they are: they must be what JSON.stringify
// would write for the records the API answers on create.

const AWKWARD_TEXT = [
  'Comillas "dobles" y \\ barra',
  'Salto\nde línea\ty tabulador',
  'Control \u0001\u001f y borrar \u007f',
  'Ñandú 😀 \u2028 fin',
  "O'Higgins </script>",
];

describeOnBackends('list bodies', (context) => {
  it('are compact JSON, byte for byte what JSON.stringify writes for the created records', async () => {
    const startups: Startup[] = [];
    for (const [index, name] of AWKWARD_TEXT.entries()) {
      const answer = await call<{ data: Startup }>(
        context.app,
        'POST',
        '/v1/api/startups/create',
        startupBody({ name, location: name, fundingAmount: index % 2 ? null : index * 1000.5 }),
      );
      startups.unshift(answer.body.data);
    }
    const response = await context.app.inject({ method: 'GET', url: '/v1/api/startups/read' });
    expect(response.body).toBe(JSON.stringify({ data: startups }));

    const technologies: Technology[] = [];
    for (const [index, name] of AWKWARD_TEXT.entries()) {
      const answer = await call<{ data: Technology }>(
        context.app,
        'POST',
        '/v1/api/technologies/create',
        technologyBody({ name, description: index % 2 ? null : name }),
      );
      technologies.unshift(answer.body.data);
    }
    const list = await context.app.inject({ method: 'GET', url: '/v1/api/technologies/read' });
    expect(list.body).toBe(JSON.stringify({ data: technologies }));
  });

  it('carry every amount as the number it was given', async () => {
    // Up to the contract's bound: larger amounts are refused (validation-messages.test.ts).
    const amounts = [0, 0.1 + 0.2, FUNDING_MAX, 999_999_999_999.99, 5e-324, 123456789.123];
    for (const fundingAmount of amounts) {
      await call(context.app, 'POST', '/v1/api/startups/create', startupBody({ fundingAmount }));
    }
    const answer = await call<{ data: Startup[] }>(context.app, 'GET', '/v1/api/startups/read');
    expect(answer.body.data.map((startup) => startup.funding_amount)).toEqual(amounts.reverse());
  });

  it('is an empty array when nothing matches', async () => {
    const response = await context.app.inject({
      method: 'GET',
      url: '/v1/api/startups/read?name=nadie',
    });
    expect(response.body).toBe('{"data":[]}');
    const technologies = await context.app.inject({
      method: 'GET',
      url: '/v1/api/technologies/read',
    });
    expect(technologies.body).toBe('{"data":[]}');
  });
});
