import { createConfig, lintFromString } from '@redocly/openapi-core';
import { Document, Spectral } from '@stoplight/spectral-core';
import { Json } from '@stoplight/spectral-parsers';
import { oas } from '@stoplight/spectral-rulesets';
import { beforeAll, describe, expect, it } from 'vitest';
import { servedDocument } from '../helpers/served-document.ts';

// The served document as two linters nobody here wrote read it, each with its recommended rules:
// what a client developer's tools would complain about.

describe('the served OpenAPI document, linted', () => {
  let text = '';
  beforeAll(async () => {
    ({ text } = await servedDocument());
  });

  it('passes Redocly’s recommended rules without an error or a warning', async () => {
    const config = await createConfig({
      extends: ['recommended'],
    });
    const problems = await lintFromString({ source: text, absoluteRef: 'openapi.json', config });
    const found = problems.map(
      (problem) =>
        `${problem.severity} ${problem.ruleId}: ${problem.message} at ${problem.location
          .map((location) => location.pointer ?? '')
          .join(', ')}`,
    );
    expect(found).toEqual([]);
  });

  it('passes Spectral’s spectral:oas rules without an error, a warning or a hint', async () => {
    const spectral = new Spectral();
    spectral.setRuleset({ extends: [[oas as never, 'recommended']] });
    const results = await spectral.run(new Document(text, Json, 'openapi.json'));
    const found = results.map(
      (result) =>
        `${String(result.severity)} ${String(result.code)}: ${result.message} at ${result.path.join('.')}`,
    );
    expect(found).toEqual([]);
  });
});
