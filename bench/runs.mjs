// node bench/runs.mjs <latest.json> <latest.json> …: the targets over several runs of
// `npm run bench` (each with its own --results-dir): median, range and how often each was met.
import { readFileSync } from 'node:fs';
import { renderRuns } from './lib/report.mjs';

const files = process.argv.slice(2);
if (files.length === 0) {
  console.error('Uso: node bench/runs.mjs <latest.json> [<latest.json> …]');
  process.exit(2);
}
console.log(renderRuns(files.map((file) => JSON.parse(readFileSync(file, 'utf8')))));
