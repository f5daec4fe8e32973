import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { RESOURCES } from '../../src/resources/all-resources.ts';
import { nounsOf } from '../../src/resources/resource-definition.ts';
import { OPENAPI_TYPES_FILE, writeOpenapiTypes } from './openapi-types.ts';

// The generated client's types (openapi-types.ts) name each registered resource's operations and
// record, so a client developer finds them under the same names the document gives; and the file
// tsc compiles typed-client.test.ts against is what the document generates now.

it('writes client types with every resource’s operations and record, as the document generates them', async () => {
  const types = await writeOpenapiTypes();
  expect(readFileSync(OPENAPI_TYPES_FILE, 'utf8')).toBe(types);
  for (const definition of Object.values(RESOURCES)) {
    const { one, many } = nounsOf(definition);
    const names = [`list${many}`, `read${one}`, `create${one}`, `update${one}`, `delete${one}`];
    for (const operation of [...names, `import${many}`, `restore${many}`]) {
      expect(types).toContain(`\n  ${operation}: {`);
    }
    expect(types).toContain(`\n    ${one}: {`);
  }
});
