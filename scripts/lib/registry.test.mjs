// The registry of remotes drives the tooling: with a third remote registered (and nothing else
// edited), its port, its build, its start-up checks, `npm run remote`, remotes.json, the compose
// ports, the size budget and ESLint's boundaries all include it.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it, vi } from 'vitest';

const REGISTRY_FILE = 'shared/src/remotes/registry.json';
const investors = {
  folder: 'investors-mfe',
  route: '/investors',
  label: 'Inversionistas',
  home: { text: 'Registra inversionistas.', action: 'Ir a Inversionistas' },
  port: 5176,
  expose: './InvestorsPage',
};

// Every module below reads the registry through node:fs: here it reads with a third entry.
vi.mock('node:fs', async (importOriginal) => {
  /** @type {typeof import('node:fs')} */
  const fs = await importOriginal();
  /** @type {(...args: Parameters<typeof fs.readFileSync>) => string | Buffer} */
  const readFileSync = (file, options) => {
    const text = fs.readFileSync(file, options);
    if (!String(file instanceof URL ? file.pathname : file).endsWith(REGISTRY_FILE)) return text;
    return JSON.stringify({ ...JSON.parse(String(text)), investors });
  };
  return { ...fs, default: { ...fs, readFileSync }, readFileSync };
});
vi.stubEnv('INVESTORS_PORT', '6176');

const { REMOTE_KEYS, REMOTE_FOLDERS, checkedEntries, composePortsEnv, spanishList } =
  await import('./registry.mjs');
const { PORTS, PORT_VARIABLES, systemPorts } = await import('./ports.mjs');
const { FRONT_END_APPS, APP_READINESS_URLS, ROOT } = await import('./system.mjs');
const { REMOTES } = await import('../remote/paths.mjs');
const { remoteName } = await import('../remote/commands.mjs');
const { remotesJsonTemplate } = await import('../../deploy/render.mjs');
const { BUDGETED_APPS } = await import('../size/app-files.mjs');
const { TYPECHECK_ARGS } = await import('../typecheck.mjs');
/** @type {{ default: import('eslint').Linter.Config[] }} */
const { default: eslintConfig } = await import(pathToFileURL(join(ROOT, 'eslint.config.js')).href);
/** The registry's types know only the real entries: the tests read the derived tables by name. */
const ports = /** @type {Record<string, number>} */ (PORTS);
const remotes = /** @type {Record<string, unknown>} */ (REMOTES);

describe('a remote added to the registry', () => {
  it('gets its port, moved by <KEY>_PORT, and is checked before anything starts', () => {
    expect(REMOTE_KEYS).toEqual(['startups', 'technologies', 'investors']);
    expect(PORT_VARIABLES).toMatchObject({
      startups: 'STARTUPS_PORT',
      technologies: 'TECHNOLOGIES_PORT',
      investors: 'INVESTORS_PORT',
    });
    expect(ports.investors).toBe(6176);
    expect(systemPorts()).toContainEqual([6176, 'INVESTORS_PORT']);
  });

  it('is built, type-checked, started and waited for with the others', () => {
    expect(FRONT_END_APPS).toEqual(['shell', 'startups-mfe', 'technologies-mfe', 'investors-mfe']);
    expect(TYPECHECK_ARGS).toEqual(expect.arrayContaining(REMOTE_FOLDERS));
    expect(APP_READINESS_URLS).toContain('http://localhost:6176/remoteEntry.js');
    expect(BUDGETED_APPS).toMatchObject({ investors: 'investors-mfe' });
  });

  it('can be published with `npm run remote`, which names every remote when one is wrong', () => {
    expect(remotes.investors).toEqual({ app: 'investors-mfe', expose: './InvestorsPage' });
    expect(remoteName('investors')).toBe('investors');
    expect(() => remoteName('clientes')).toThrow(
      '«clientes» no es un remoto: usa startups, technologies o investors.',
    );
  });

  it('is in remotes.json of every topology, and published by compose on the next port', () => {
    expect(JSON.parse(remotesJsonTemplate()).remotes).toEqual({
      startups: '${STARTUPS_REMOTE_ENTRY}',
      technologies: '${TECHNOLOGIES_REMOTE_ENTRY}',
      investors: '${INVESTORS_REMOTE_ENTRY}',
    });
    expect(composePortsEnv()).toEqual({
      SHELL_PORT: '8080',
      STARTUPS_PORT: '8081',
      TECHNOLOGIES_PORT: '8082',
      INVESTORS_PORT: '8083',
    });
  });

  it('may import no other remote, and no other remote may import it', () => {
    /** @param {string} folder */
    const forbidden = (folder) => {
      const config = eslintConfig.find((entry) => entry.files?.[0] === `${folder}/**`);
      const rule = config?.rules?.['no-restricted-imports'];
      const options = /** @type {{ patterns: { group: string[] }[] }} */ (
        Array.isArray(rule) ? rule[1] : { patterns: [] }
      );
      return options.patterns.flatMap((pattern) => pattern.group);
    };
    expect(forbidden('investors-mfe')).toEqual(
      expect.arrayContaining(['**/startups-mfe/**', 'startups/*', '**/technologies-mfe/**']),
    );
    expect(forbidden('investors-mfe')).not.toContain('**/investors-mfe/**');
    expect(forbidden('startups-mfe')).toEqual(
      expect.arrayContaining(['**/investors-mfe/**', 'investors/*', '**/technologies-mfe/**']),
    );
  });
});

describe('the registry', () => {
  it('refuses a key that cannot name a federated remote or an environment variable', () => {
    expect(() => checkedEntries({ 'new-things': investors })).toThrow(/«new-things» no sirve/);
    expect(() => checkedEntries({ shell: investors })).toThrow(/«shell» no sirve/);
  });

  it('refuses a route other than /<key>, where the shell looks for the section', () => {
    expect(() => checkedEntries({ investors: { ...investors, route: '/inversionistas' } })).toThrow(
      'Registro de remotos: la ruta de «investors» debe ser /investors.',
    );
  });

  it('refuses two remotes on one port', () => {
    expect(() =>
      checkedEntries({ investors, funds: { ...investors, folder: 'funds-mfe', route: '/funds' } }),
    ).toThrow('Registro de remotos: «investors» y «funds» comparten port.');
  });

  it('lists names as Spanish does', () => {
    expect(spanishList(['a'])).toBe('a');
    expect(spanishList(['a', 'b'])).toBe('a o b');
    expect(spanishList(['a', 'b', 'c'])).toBe('a, b o c');
  });
});
