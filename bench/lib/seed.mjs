// Bulk data for the bench, written straight into the database with one INSERT … SELECT per table
// (generate_series): 100,000 rows take about a second, where the API would need minutes. The rows
// are deterministic and satisfy every CHECK of the API's migrations.
//
// Names: "<Word> <Word> <n>". Exactly RARE_MATCHES rows of any size of table contain the word
// RARE_WORD, so the name filter returns the same answer on 1,000 and on 100,000 rows: what a user
// typing a name they look for gets. The filter benchmark searches for it in lower case.

export const RARE_WORD = 'Quetzal';
export const RARE_MATCHES = 10;

const FIRST = [
  'Nova',
  'Andes',
  'Maya',
  'Sol',
  'Pampa',
  'Lumen',
  'Ceiba',
  'Kuna',
  'Tikal',
  'Orca',
  'Selva',
  'Brisa',
  'Cobre',
  'Jade',
  'Volcán',
  'Río',
];
const SECOND = [
  'Labs',
  'Tech',
  'Data',
  'Pay',
  'Salud',
  'Verde',
  'Nube',
  'Red',
  'Logística',
  'Energía',
  'Mercado',
  'Robótica',
  'Educa',
  'Agro',
];
const PLACES = [
  'Ciudad de México, México',
  'Bogotá, Colombia',
  'Santiago, Chile',
  'Buenos Aires, Argentina',
  'Lima, Perú',
  'Monterrey, México',
  'São Paulo, Brasil',
  'Guadalajara, México',
  'Medellín, Colombia',
  'Montevideo, Uruguay',
];
const CATEGORIES = [
  'AI/ML',
  'FinTech',
  'HealthTech',
  'EdTech',
  'CleanTech',
  'E-commerce',
  'SaaS',
  'IoT',
  'Blockchain',
  'Other',
];
const SECTORS = [
  'Computing',
  'FinTech',
  'Healthcare',
  'Education',
  'Energy',
  'Transportation',
  'Telecommunications',
  'Manufacturing',
  'Agriculture',
  'Retail',
  'Entertainment',
  'Other',
];
const LEVELS = ['emerging', 'growing', 'mature', 'declining'];

const array = (values) => `ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ')}]`;
const pick = (values, expression) => `(${array(values)})[1 + (${expression}) % ${values.length}]`;

/** SQL that adds `count` startups, newest first in insertion order. */
export function startupsSql(count) {
  const every = Math.max(1, Math.floor(count / RARE_MATCHES));
  return `INSERT INTO startups
      (name, founded_at, location, category, funding_amount, created_at, updated_at)
    SELECT
      CASE WHEN i % ${every} = 0 AND i / ${every} <= ${RARE_MATCHES}
        THEN '${RARE_WORD} ' ELSE '' END
        || ${pick(FIRST, 'i * 7')} || ' ' || ${pick(SECOND, 'i * 13 + i / 16')} || ' ' || i,
      date '1995-01-01' + (i * 37) % 10000,
      ${pick(PLACES, 'i * 3')},
      ${pick(CATEGORIES, 'i')},
      CASE WHEN i % 9 = 0 THEN NULL ELSE ((i * 7919) % 500) * 10000 END,
      timestamptz '2026-01-01 00:00:00+00' - make_interval(secs => i),
      timestamptz '2026-01-01 00:00:00+00' - make_interval(secs => i)
    FROM generate_series(1, ${count}) AS i`;
}

/** SQL that adds `count` technologies. */
export function technologiesSql(count) {
  return `INSERT INTO technologies
      (name, sector, description, adoption_level, created_at, updated_at)
    SELECT
      ${pick(FIRST, 'i * 5')} || ' ' || ${pick(SECOND, 'i * 11 + i / 12')} || ' ' || i,
      ${pick(SECTORS, 'i')},
      CASE WHEN i % 4 = 0 THEN NULL
        ELSE 'Plataforma de ' || ${pick(SECOND, 'i')} || ' para equipos de ' || ${pick(PLACES, 'i')} END,
      ${pick(LEVELS, 'i * 3')},
      timestamptz '2026-01-01 00:00:00+00' - make_interval(secs => i),
      timestamptz '2026-01-01 00:00:00+00' - make_interval(secs => i)
    FROM generate_series(1, ${count}) AS i`;
}

/** The statements that fill an empty, migrated database. */
export function seedStatements({ startups = 0, technologies = 0 }) {
  return [
    ...(startups > 0 ? [startupsSql(startups)] : []),
    ...(technologies > 0 ? [technologiesSql(technologies)] : []),
    // What autovacuum would do after a bulk load on a server; PGlite has no autovacuum.
    'ANALYZE startups',
    'ANALYZE technologies',
  ];
}
