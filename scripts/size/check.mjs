// npm run size: each app's first-load JavaScript (gzip, measured by size-limit) against its budget
// in budgets.json; over budget exits 1 naming the app and how much it grew. Part of npm test.
//   --root <dir>       where shell/ and each remote's folder hold their dist (default: the
//                      repository)
//   --budgets <file>   the budgets, in bytes per app (default: scripts/size/budgets.json); `remote`
//                      is that of a remote without one of its own
import { readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import sizeLimit from 'size-limit';
import filePlugin from '@size-limit/file';
import { budgetedFiles } from './app-files.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));

/** @param {number} bytes */
const kB = (bytes) => `${(bytes / 1000).toFixed(1).replace('.', ',')} kB`;

/**
 * Gzip size of every budgeted app under `root`, compared with its budget; one line per app.
 * @param {{ root: string, budgets: Record<string, number> }} options
 */
export async function checkSizes({ root, budgets }) {
  const lines = [];
  let ok = true;
  for (const [app, files] of Object.entries(budgetedFiles(root))) {
    const budget = budgets[app] ?? (app === 'shell' ? undefined : budgets.remote);
    if (typeof budget !== 'number') throw new Error(`${app}: no tiene presupuesto en budgets.json`);
    // size-limit's types say only `object`: it answers one { size } per check.
    const [{ size }] = /** @type {[{ size: number }]} */ (
      await sizeLimit(filePlugin, { checks: [{ files, gzip: true }] })
    );
    if (size <= budget) {
      lines.push(`✔ ${app}: ${kB(size)} gzip de ${kB(budget)} (${files.length} archivos)`);
      continue;
    }
    ok = false;
    const growth = size - budget;
    const percent = ((growth / budget) * 100).toFixed(1).replace('.', ',');
    lines.push(
      `✖ ${app}: ${kB(size)} gzip supera su presupuesto de ${kB(budget)} en ${kB(growth)} (+${percent} %)`,
    );
  }
  return { ok, lines };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({
    options: { root: { type: 'string' }, budgets: { type: 'string' } },
  });
  const root = resolve(values.root ?? join(HERE, '..', '..'));
  const budgets = JSON.parse(readFileSync(values.budgets ?? join(HERE, 'budgets.json'), 'utf8'));
  try {
    const { ok, lines } = await checkSizes({ root, budgets });
    for (const line of lines) console.log(line);
    if (!ok) {
      console.error(
        '\nReduce lo que carga la aplicación o, si el crecimiento es deliberado, sube su presupuesto en scripts/size/budgets.json.',
      );
      process.exitCode = 1;
    }
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
}
