import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readRequest } from './cli.mjs';
import { COMPOSE_FILE, planSection, REGISTRY_FILE, RESOURCE_LIST } from './plan.mjs';
import { sectionTexts } from './words.mjs';
import { ROOT } from '../lib/system.mjs';

const investors = {
  key: 'investors',
  nouns: {
    singular: 'inversionista',
    plural: 'inversionistas',
    gender: /** @type {const} */ ('m'),
  },
};

describe('npm run new-resource', () => {
  it('writes a small section and edits only the registry, the resource list and compose', () => {
    const plan = planSection(ROOT, investors);
    expect(plan.edit.map(({ path }) => path).sort()).toEqual(
      [COMPOSE_FILE, REGISTRY_FILE, RESOURCE_LIST].sort(),
    );
    for (const { path } of plan.create) expect(existsSync(join(ROOT, path)), path).toBe(false);
    const lines = plan.create.reduce((sum, { content }) => sum + content.split('\n').length, 0);
    // A declaration and a little glue: growing past this means the kit lacks something.
    expect(plan.create.length).toBeLessThanOrEqual(10);
    expect(lines).toBeLessThan(330);

    const registry = JSON.parse(
      plan.edit.find(({ path }) => path === REGISTRY_FILE)?.content ?? '',
    );
    expect(registry.investors).toMatchObject({
      folder: 'investors-mfe',
      route: '/investors',
      label: 'Inversionistas',
      expose: './InvestorsPage',
      home: { action: 'Ir a Inversionistas' },
    });
    const list = plan.edit.find(({ path }) => path === RESOURCE_LIST)?.content ?? '';
    expect(list).toContain("import { investors } from './investors.ts';");
    expect(list).toMatch(/RESOURCE_DEFINITIONS = \[[^\]]*technologies, investors\]/);
    const compose = plan.edit.find(({ path }) => path === COMPOSE_FILE)?.content ?? '';
    expect(compose).toContain('INVESTORS_REMOTE_ENTRY: http://localhost:8083/remoteEntry.js');
    expect(compose).toMatch(/ {2}investors-mfe:\n {4}build:[\s\S]*REMOTE: investors-mfe/);
  });

  it('refuses a key that is taken, and bad words, in Spanish', () => {
    expect(() => planSection(ROOT, { ...investors, key: 'startups' })).toThrow(
      'Ya hay un remoto «startups»',
    );
    expect(() =>
      readRequest(['Investors', '--singular', 'a', '--plural', 'b', '--gender', 'm']),
    ).toThrow(/debe ser una palabra en minúsculas/);
    expect(() =>
      readRequest([
        'investors',
        '--singular',
        'inversionista',
        '--plural',
        'inversionistas',
        '--gender',
        'x',
      ]),
    ).toThrow('--gender debe ser f (femenino) o m (masculino).');
    expect(() => readRequest(['investors', '--gender', 'm'])).toThrow(
      'Faltan --singular y --plural.',
    );
  });

  it('reads the product’s texts the same way for a feminine noun (its generated test’s expectations)', () => {
    expect(sectionTexts({ singular: 'startup', plural: 'startups', gender: 'f' })).toMatchObject({
      title: 'Gestión de Startups',
      createButton: '+ Nueva Startup',
      createTitle: 'Nueva Startup',
      editTitle: 'Editar Startup',
      createSubmit: 'Crear Startup',
      updateSubmit: 'Actualizar Startup',
      created: 'Startup creada exitosamente',
      updated: 'Startup actualizada exitosamente',
      deleted: 'Startup eliminada exitosamente',
      deleteQuestion:
        '¿Estás seguro de que deseas eliminar esta startup? Esta acción no se puede deshacer.',
      empty: 'No se encontraron startups. Crea la primera!',
    });
    expect(sectionTexts(investors.nouns)).toMatchObject({
      createButton: '+ Nuevo Inversionista',
      created: 'Inversionista creado exitosamente',
      deleteQuestion:
        '¿Estás seguro de que deseas eliminar este inversionista? Esta acción no se puede deshacer.',
      empty: 'No se encontraron inversionistas. Crea el primero!',
    });
  });
});
