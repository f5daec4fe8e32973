// What `npm run new-resource` writes, as data: the new files and the three edited ones, with their
// whole contents. Nothing is written here, so a test can read the plan (and count it) cheaply.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { e2eSpec } from './e2e-spec.mjs';
import { migrationSql } from './migration.mjs';
import { capitalize } from './words.mjs';
import { COMPOSE_SHELL_PORT, remoteEntryVariable } from '../lib/registry.mjs';

/** The registry of remotes (see scripts/lib/registry.mjs). */
export const REGISTRY_FILE = 'shared/src/remotes/registry.json';

/** @typedef {{ key: string, nouns: import('./words.mjs').Nouns }} SectionRequest */

export const RESOURCE_LIST = 'shared/src/contract/resources/index.ts';
export const COMPOSE_FILE = 'docker-compose.yml';
const MIGRATIONS = 'api/src/db/migrations';

/**
 * @param {string} root  the repository
 * @param {SectionRequest} request
 */
export function planSection(root, { key, nouns }) {
  const read = (/** @type {string} */ path) => readFileSync(join(root, path), 'utf8');
  const registry = JSON.parse(read(REGISTRY_FILE));
  if (key in registry) throw new Error(`Ya hay un remoto «${key}» en ${REGISTRY_FILE}.`);
  const remotes = Object.values(registry);
  const folder = `${key}-mfe`;
  const page = `${capitalize(key)}Page`;
  const Many = capitalize(nouns.plural);
  const port = Math.max(...remotes.map((remote) => remote.port)) + 1;
  // The next published port in the registry's order, as registry.mjs's composePort counts them.
  const composePort = COMPOSE_SHELL_PORT + 1 + remotes.length;

  const migrationNumber =
    Math.max(
      ...readdirSync(join(root, MIGRATIONS))
        .map((name) => Number.parseInt(name, 10))
        .filter(Number.isFinite),
    ) + 1;
  const e2eSpecPath = `e2e/tests/${key}.spec.ts`;

  const create = [
    { path: `shared/src/contract/resources/${key}.ts`, content: definition(key, nouns) },
    {
      path: `${MIGRATIONS}/${String(migrationNumber).padStart(3, '0')}_${key}.sql`,
      content: migrationSql(key, Many),
    },
    ...remoteFolder(folder, key, page, Many),
    { path: e2eSpecPath, content: e2eSpec(key, nouns) },
  ];

  registry[key] = {
    folder,
    route: `/${key}`,
    label: Many,
    home: {
      text: `Registra ${nouns.plural} y ${nouns.gender === 'f' ? 'búscalas' : 'búscalos'} por nombre.`,
      action: `Ir a ${Many}`,
    },
    port,
    expose: `./${page}`,
  };

  const edit = [
    { path: REGISTRY_FILE, content: `${JSON.stringify(registry, null, 2)}\n` },
    { path: RESOURCE_LIST, content: addToResourceList(read(RESOURCE_LIST), key) },
    {
      path: COMPOSE_FILE,
      content: addComposeService(read(COMPOSE_FILE), key, folder, composePort),
    },
  ];
  return { create, edit, route: `/${key}`, e2eSpec: e2eSpecPath };
}

/**
 * The resource in the contract: its nouns and its one field. Everything else (the API's routes and
 * OpenAPI, the form, the list, the CSV, every text) derives from it.
 * @param {string} key
 * @param {import('./words.mjs').Nouns} nouns
 */
function definition(key, { singular, plural, gender }) {
  return `import { defineResource, nameField } from './define-resource.ts';

/** ${capitalize(plural)}: made by \`npm run new-resource\`; a new field is one more line in \`fields\`. */
export const ${key} = defineResource({
  key: '${key}',
  noun: { singular: '${singular}', plural: '${plural}', gender: '${gender}' },
  fields: { name: nameField },
  filters: { name: { match: 'contains' } },
  sorts: { name: {} },
  order: { by: 'createdAt', direction: 'desc' },
  list: { view: 'table', columns: ['name'] },
});
`;
}

/**
 * The contract's list of resources with the new one imported and listed last.
 * @param {string} source
 * @param {string} key
 */
export function addToResourceList(source, key) {
  const imports = [...source.matchAll(/^import \{ \w+ \} from '\.\/\w+\.ts';$/gm)];
  const last = imports.at(-1);
  const list = /(export const RESOURCE_DEFINITIONS = \[)([^\]]*)(\])/;
  const reexport = /^export \{ ([\w, ]+) \};$/m;
  if (!last || last.index === undefined || !list.test(source) || !reexport.test(source))
    throw new Error(`${RESOURCE_LIST} no tiene la forma esperada: añade «${key}» a mano.`);
  const at = last.index + last[0].length;
  return `${source.slice(0, at)}\nimport { ${key} } from './${key}.ts';${source.slice(at)}`
    .replace(
      list,
      (_, open, items, close) => `${open}${items.trim().replace(/,$/, '')}, ${key}${close}`,
    )
    .replace(reexport, (_, names) => `export { ${names}, ${key} };`);
}

/**
 * docker-compose.yml with the remote's service (from the one remote Dockerfile) and its entry in
 * the shell's environment.
 * @param {string} source
 * @param {string} key
 * @param {string} folder
 * @param {number} port
 */
export function addComposeService(source, key, folder, port) {
  const entries = [...source.matchAll(/^( +)[A-Z0-9_]+_REMOTE_ENTRY: .*$/gm)];
  const lastEntry = entries.at(-1);
  const volumes = source.search(/^volumes:$/m);
  if (!lastEntry || lastEntry.index === undefined || volumes < 0)
    throw new Error(
      `${COMPOSE_FILE} no tiene la forma esperada: añade el servicio ${folder} a mano.`,
    );
  const entryLine = `${lastEntry[1]}${remoteEntryVariable(key)}: http://localhost:${port}/remoteEntry.js`;
  const service = `  ${folder}:
    build:
      context: .
      dockerfile: deploy/docker/remote.Dockerfile
      args:
        REMOTE: ${folder}
    ports:
      - '127.0.0.1:${port}:8080'
    environment:
      CORS_ALLOWED_ORIGINS: http://localhost:8080
      RELEASES_DIR: /srv/remotes/releases/${key}
    volumes:
      - remote-state:/srv/remotes:ro
    healthcheck:
      test: ['CMD', 'wget', '-q', '-O', '/dev/null', 'http://127.0.0.1:8080/remoteEntry.js']
      interval: 10s
      timeout: 3s
      retries: 3
    restart: unless-stopped

`;
  const afterEntry = lastEntry.index + lastEntry[0].length;
  return (
    source.slice(0, afterEntry) +
    `\n${entryLine}` +
    source.slice(afterEntry, volumes) +
    service +
    source.slice(volumes)
  );
}

/**
 * The remote's folder: its workspace manifest, build and type settings, the standalone page for
 * working without the shell, and the page it exposes, which is the kit's page for its resource.
 * @param {string} folder
 * @param {string} key
 * @param {string} page
 * @param {string} Many
 */
function remoteFolder(folder, key, page, Many) {
  const manifest = {
    name: folder,
    private: true,
    version: '1.0.0',
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', preview: 'vite preview' },
    dependencies: {
      '@sistema/shared': '1.0.0',
      axios: '^1.21.1',
      react: '^19.2.0',
      'react-dom': '^19.2.0',
    },
    devDependencies: {
      // React's Vite plugin comes through shared/build/remote-config.ts, from @sistema/shared.
      '@module-federation/vite': '1.23.0',
      vite: '^8.3.8',
    },
  };
  return [
    { path: `${folder}/package.json`, content: `${JSON.stringify(manifest, null, 2)}\n` },
    {
      path: `${folder}/vite.config.ts`,
      content: `import { remoteConfig } from '../shared/build/remote-config.ts';
import { PORTS } from '../shared/build/vite-common.ts';

export default remoteConfig({
  name: '${key}',
  port: PORTS.${key},
  exposes: { './${page}': './src/${page}.tsx' },
});
`,
    },
    {
      path: `${folder}/tsconfig.json`,
      content: `{
  "extends": "../tsconfig.base.json",
  "compilerOptions": {
    "allowJs": true,
    "noEmit": true,
    "incremental": true,
    "tsBuildInfoFile": "../node_modules/.cache/tsc/${folder}.tsbuildinfo",
    "types": ["vite/client", "node"]
  },
  "include": ["src", "vite.config.ts"],
  "references": [{ "path": "../shared" }]
}
`,
    },
    {
      path: `${folder}/tsconfig.exposes.json`,
      content: `{
  // The declarations of what this remote exposes, for the shell's type gate.
  "extends": "../tsconfig.base.json",
  "compilerOptions": {
    "composite": true,
    "emitDeclarationOnly": true,
    "rootDir": "src",
    "outDir": "dist-types",
    "tsBuildInfoFile": "dist-types/.tsbuildinfo",
    "types": ["vite/client"]
  },
  "files": ["src/${page}.tsx"],
  "include": ["src"],
  "exclude": ["src/standalone"],
  "references": [{ "path": "../shared" }]
}
`,
    },
    {
      path: `${folder}/index.html`,
      content: `<!-- The standalone page: shared/build/remote-config.ts writes the rest of it. -->
<title>Gestión de ${Many} · ${key} (standalone)</title>
`,
    },
    {
      path: `${folder}/src/${page}.tsx`,
      content: `import { resourcePage } from '@sistema/shared';
import { ${key} } from '@sistema/shared/contract';

/** 'Gestión de ${Many}': the page the remote exposes, the kit's page for its resource. */
export default resourcePage(${key});
`,
    },
    {
      path: `${folder}/src/standalone/main.tsx`,
      content: `import '@sistema/shared/theme.css';
import { mountStandalone } from '@sistema/shared';
import ${page} from '../${page}.tsx';

// The remote on its own dev server, without the shell.
mountStandalone(${page}, '${Many}');
`,
    },
  ];
}
