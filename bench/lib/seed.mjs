// Bulk data for the bench, written straight into the database with one INSERT … SELECT per table
// (generate_series): 100,000 rows take about a second, where the API would need minutes. The rows
// are deterministic and satisfy every CHECK of the API's migrations.
//
// Names: "<Word> <Word> <n>". Exactly RARE_MATCHES rows of any size of table contain the word
// RARE_WORD, so the name filter returns the same answer on 1,000 and on 100,000 rows: what a user
// typing a name they look for gets. The filter benchmark searches for it in lower case.
//
// With `searchWords`, 1,000 rows (one in 100 of 100,000) also start with two of the SEARCH_WORDS,
// each word then in SEARCH_WORD_MATCHES names whatever the size: searched in turn, they make more
// distinct requests than the API's list cache holds (100), so every one reaches the database.

import { tsImport } from 'tsx/esm/api';

// The enum lists are the contract's own (TypeScript, which Node 20 cannot import by itself).
const { ADOPTION_LEVELS, STARTUP_CATEGORIES, TECHNOLOGY_SECTORS } = await tsImport(
  '@sistema/shared/contract',
  import.meta.url,
);

export const RARE_WORD = 'Quetzal';
export const RARE_MATCHES = 10;
export const SEARCH_WORD_MATCHES = 10;
const SEARCH_WORD_ROWS = 1000;

const FIRST = `Nova Andes Maya Sol Pampa Lumen Ceiba Kuna
  Tikal Orca Selva Brisa Cobre Jade Volcán Río`.split(/\s+/);
const SECOND = `Labs Tech Data Pay Salud Verde Nube
  Red Logística Energía Mercado Robótica Educa Agro`.split(/\s+/);
const PLACES = (
  'Ciudad de México, México; Bogotá, Colombia; Santiago, Chile; Buenos Aires, Argentina; ' +
  'Lima, Perú; Monterrey, México; São Paulo, Brasil; Guadalajara, México; Medellín, Colombia; ' +
  'Montevideo, Uruguay'
).split('; ');
/** 200 made-up words of three syllables: none is part of another name or of another word. */
export const SEARCH_WORDS = (() => {
  const consonants = 'bdfgjklmnprstvz';
  const vowels = 'aeiou';
  const syllable = (/** @type {number} */ n) =>
    consonants.charAt(n % 15) + vowels.charAt(Math.floor(n / 15) % 5);
  /** @type {string[]} */
  const words = [];
  for (let k = 0; words.length < 200; k += 1) {
    const n = k * 7_919 + 104_729;
    const word = syllable(n) + syllable(Math.floor(n / 75)) + syllable(Math.floor(n / 5_625));
    const clash = (/** @type {string} */ other) =>
      other.toLowerCase().includes(word) || word.includes(other.toLowerCase());
    if (![...words, ...FIRST, ...SECOND, RARE_WORD].some(clash)) words.push(word);
  }
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1));
})();

const array = (/** @type {readonly string[]} */ values) =>
  `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
const pick = (/** @type {readonly string[]} */ values, /** @type {string} */ expression) =>
  `(${array(values)})[1 + (${expression}) % ${values.length}]`;

/**
 * The two search words of row `i` (see above) followed by a space, or ''. Row j of the 1,000
 * (0-based) gets word j % 100 and word 100 + j / 10: ten rows for each of the 200.
 */
function searchWordsSql(/** @type {number} */ count) {
  if (count < SEARCH_WORD_ROWS)
    throw new Error(`searchWords needs ${SEARCH_WORD_ROWS} rows or more`);
  const every = Math.floor(count / SEARCH_WORD_ROWS);
  const j = `(i / ${every} - 1)`;
  const words = SEARCH_WORD_ROWS / SEARCH_WORD_MATCHES; // per half of the list
  return `CASE WHEN i % ${every} = 0 AND i / ${every} <= ${SEARCH_WORD_ROWS}
        THEN ${pick(SEARCH_WORDS, `${j} % ${words}`)} || ' '
          || ${pick(SEARCH_WORDS, `${words} + ${j} / ${SEARCH_WORD_MATCHES}`)} || ' '
        ELSE '' END`;
}

/** SQL that adds `count` startups, newest first in insertion order. */
function startupsSql(/** @type {number} */ count, /** @type {boolean} */ searchWords) {
  const every = Math.max(1, Math.floor(count / RARE_MATCHES));
  return `INSERT INTO startups
      (name, founded_at, location, category, funding_amount, created_at, updated_at)
    SELECT
      CASE WHEN i % ${every} = 0 AND i / ${every} <= ${RARE_MATCHES}
        THEN '${RARE_WORD} ' ELSE '' END
        || ${searchWords ? searchWordsSql(count) : "''"}
        || ${pick(FIRST, 'i * 7')} || ' ' || ${pick(SECOND, 'i * 13 + i / 16')} || ' ' || i,
      date '1995-01-01' + (i * 37) % 10000,
      ${pick(PLACES, 'i * 3')},
      ${pick(STARTUP_CATEGORIES, 'i')},
      CASE WHEN i % 9 = 0 THEN NULL ELSE ((i * 7919) % 500) * 10000 END,
      timestamptz '2026-01-01 00:00:00+00' - make_interval(secs => i),
      timestamptz '2026-01-01 00:00:00+00' - make_interval(secs => i)
    FROM generate_series(1, ${count}) AS i`;
}

/** SQL that adds `count` technologies. */
function technologiesSql(/** @type {number} */ count) {
  return `INSERT INTO technologies
      (name, sector, description, adoption_level, created_at, updated_at)
    SELECT
      ${pick(FIRST, 'i * 5')} || ' ' || ${pick(SECOND, 'i * 11 + i / 12')} || ' ' || i,
      ${pick(TECHNOLOGY_SECTORS, 'i')},
      CASE WHEN i % 4 = 0 THEN NULL
        ELSE 'Plataforma de ' || ${pick(SECOND, 'i')} || ' para equipos de ' || ${pick(PLACES, 'i')} END,
      ${pick(ADOPTION_LEVELS, 'i * 3')},
      timestamptz '2026-01-01 00:00:00+00' - make_interval(secs => i),
      timestamptz '2026-01-01 00:00:00+00' - make_interval(secs => i)
    FROM generate_series(1, ${count}) AS i`;
}

/** The statements that fill an empty, migrated database. */
export function seedStatements({ startups = 0, technologies = 0, searchWords = false }) {
  return [
    ...(startups > 0 ? [startupsSql(startups, searchWords)] : []),
    ...(technologies > 0 ? [technologiesSql(technologies)] : []),
    // What autovacuum would do after a bulk load on a server; PGlite has no autovacuum.
    'ANALYZE startups',
    'ANALYZE technologies',
  ];
}
