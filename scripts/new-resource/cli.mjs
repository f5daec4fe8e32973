// npm run new-resource -- <key> --singular <palabra> --plural <palabras> --gender <f|m>
// A new section end to end: its remote (a declaration read by the kit), its resource in the
// contract (which the API, forms, CSV and texts derive from), its table's migration and its test.
// It edits three files people also edit by hand: the registry of remotes, the contract's list of
// resources and docker-compose.yml (which stays a plain file to read).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { planSection } from './plan.mjs';
import { binPath, ROOT, SHELL_URL } from '../lib/system.mjs';

const USAGE =
  'Uso: npm run new-resource -- <clave> --singular <palabra> --plural <palabras> --gender <f|m> [--no-install]';

/**
 * Reads and checks the command line; a Spanish sentence on anything wrong.
 * @param {string[]} argv
 * @returns {import('./plan.mjs').SectionRequest & { install: boolean }}
 */
export function readRequest(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      singular: { type: 'string' },
      plural: { type: 'string' },
      gender: { type: 'string' },
      'no-install': { type: 'boolean', default: false },
    },
  });
  const [key, ...extra] = positionals;
  if (!key || extra.length) throw new Error(USAGE);
  // The key is the route, the API path, the table and a JavaScript name at once.
  if (!/^[a-z][a-z0-9]{1,30}$/.test(key))
    throw new Error(
      `La clave «${key}» debe ser una palabra en minúsculas sin acentos (letras y números, p. ej. investors).`,
    );
  const singular = values.singular?.trim();
  const plural = values.plural?.trim();
  if (!singular || !plural) throw new Error(`Faltan --singular y --plural.\n${USAGE}`);
  for (const word of [singular, plural])
    if (!/^[\p{L}][\p{L} ]*$/u.test(word))
      throw new Error(`«${word}» debe ser una palabra en español (solo letras y espacios).`);
  const gender = values.gender;
  if (gender !== 'f' && gender !== 'm')
    throw new Error('--gender debe ser f (femenino) o m (masculino).');
  return {
    key,
    nouns: {
      singular: singular.toLocaleLowerCase('es'),
      plural: plural.toLocaleLowerCase('es'),
      gender,
    },
    install: !values['no-install'],
  };
}

/** @param {string[]} argv */
function main(argv) {
  const request = readRequest(argv);
  const plan = planSection(ROOT, request);
  const taken = plan.create.filter(({ path }) => existsSync(join(ROOT, path)));
  if (taken.length)
    throw new Error(`Ya existe: ${taken.map(({ path }) => path).join(', ')}. No se cambió nada.`);
  // Every path exists here: planSection read each file it edits, and the rest were just written.
  const lineCount = (/** @type {string} */ path) =>
    readFileSync(join(ROOT, path), 'utf8').split('\n').length - 1;
  const before = plan.edit.reduce((sum, { path }) => sum + lineCount(path), 0);
  for (const { path, content } of [...plan.create, ...plan.edit]) {
    mkdirSync(dirname(join(ROOT, path)), { recursive: true });
    writeFileSync(join(ROOT, path), content);
  }
  const written = [...plan.create, ...plan.edit].map(({ path }) => path);
  // The project's own format, so `npm test`'s Prettier check holds for what was written.
  const prettier = binPath('prettier', 'bin/prettier.cjs');
  const args = [prettier, '--write', '--ignore-unknown', '--log-level', 'warn', ...written];
  execFileSync(process.execPath, args, { cwd: ROOT, stdio: 'inherit' });
  if (request.install) {
    console.log('\n▶ npm install (enlaza el nuevo workspace)…');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
      cwd: ROOT,
      stdio: 'inherit',
    });
  }
  // What a reviewer reads: the new files whole, and the lines the edits added.
  const lines = written.reduce((sum, path) => sum + lineCount(path), 0) - before;
  console.log(`\n✔ Sección «${request.key}» creada.`);
  console.log(
    `  Nuevos (${plan.create.length}): ${plan.create.map(({ path }) => path).join(', ')}`,
  );
  console.log(`  Editados (${plan.edit.length}): ${plan.edit.map(({ path }) => path).join(', ')}`);
  console.log(`  ${lines} líneas nuevas. Ahora: npm start → ${SHELL_URL}${plan.route}`);
  console.log(`  Su prueba en Chromium: ${plan.e2eSpec}`);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  }
}
