// The headline figures against the targets, and the readable table printed on stdout.
import { median, round } from './stats.mjs';

/** @type {(key: string, label: string, max: number) => Target} */
const atMost = (key, label, max) => ({ key, label, max });
/** @type {(key: string, label: string, min: number) => Target} */
const atLeast = (key, label, min) => ({ key, label, min });
/** `targets` with their keys under `suite` ('frontend.…'). */
const suite = (/** @type {string} */ name, /** @type {Target[]} */ targets) =>
  targets.map((target) => ({ ...target, key: `${name}.${target.key}` }));

const NAVIGATION_STEPS = /** @type {const} */ ([
  ['home_to_startups', 'home → startups'],
  ['startups_to_technologies', 'startups → technologies'],
  ['technologies_to_startups', 'technologies → startups'],
]);

/** @type {Target[]} */
export const TARGETS = [
  ...suite('frontend', [
    ...['phone', 'desktop'].map((preset) =>
      atMost(
        `time_to_data_ratio_${preset}`,
        `first startup on screen, federated / single (${preset})`,
        1.1,
      ),
    ),
    // Client-side navigation, from the click to the section's first record
    // (bench/frontend/navigation.mjs): at most 1.25 on the phone, 1.10 on the desktop.
    .../** @type {const} */ ([
      ['phone', 1.25],
      ['desktop', 1.1],
    ]).flatMap(([preset, max]) =>
      NAVIGATION_STEPS.map(([step, label]) =>
        atMost(
          `navigation_${step}_ratio_${preset}`,
          `navigation ${label}, federated / single (${preset})`,
          max,
        ),
      ),
    ),
    atMost('js_gzip_ratio', 'JS gzip federated / single bundle', 1.25),
    atMost('home_remote_requests_before_load', 'remote requests on / before load', 0),
    atMost(
      'home_remote_gzip_bytes_after_load',
      "remotes' code fetched on / after load, gzip bytes",
      30_000,
    ),
  ]),
  ...suite('lighthouse', [
    atLeast('min_performance', 'Lighthouse performance (worst page)', 98),
    atLeast('min_accessibility', 'Lighthouse accessibility (worst)', 100),
    atLeast('min_best_practices', 'Lighthouse best practices (worst)', 100),
    atLeast('min_seo', 'Lighthouse SEO (worst page)', 100),
    atMost('max_cls', 'Lighthouse CLS (worst page)', 0.02),
  ]),
  ...suite('list', [
    atMost('render_ratio_10k_over_100', 'list render 10,000 / 100 rows', 2),
    atMost('max_keystroke_long_task_ms', 'longest task on a keystroke (ms)', 100),
    atMost('dom_nodes_10k', 'DOM nodes with 10,000 rows', 1500),
    atMost('first_rows_ratio_100k_over_1k', 'first rows on screen, 100,000 / 1,000 startups', 1.5),
  ]),
  ...suite('memory', [
    atMost('heap_mb_end', 'JS heap after scrolling 100,000 startups (MB)', 64),
    atMost('dom_elements_end', 'DOM elements after scrolling 100,000 startups', 1500),
  ]),
  ...suite('api', [
    atLeast('pglite_create_over_jsonserver', 'creates/s PGlite / json-server', 3),
    atLeast('postgres_create_over_pgbench', "creates/s PostgreSQL / pgbench's inserts/s", 0.5),
    atLeast('min_read_over_jsonserver', 'reads/s / json-server (worst route and database)', 10),
    atMost('p99_ms_c16', 'API p99 at 16 connections (worst, ms)', 25),
    atMost('name_filter_100k_over_1k_p50', 'name filter p50 100k / 1k rows (worst)', 2),
  ]),
  ...suite('streams', [
    atMost('read_p99_ratio', 'list reads p99 beside 1,000 live streams / alone', 1.2),
    atMost('delivery_ms_max', 'a write reaches all 1,000 live streams (ms)', 2000),
    atLeast('per_client_limit_ok', "one client's 21st stream refused beside 1,000 (1 = yes)", 1),
  ]),
];

/**
 * latest.json as parsed: whatever the suites wrote, any part of it possibly missing (an older run's
 * read back), so it is read defensively; `any`, not a copy of every suite's results' types.
 * @typedef {any} Results
 */

/** @typedef {{ key: string, label: string, max?: number, min?: number }} Target */

/**
 * The value at a dotted path ('frontend.lcp_ratio'), or undefined.
 * @type {(object: Results, path: string) => unknown}
 */
export const get = (object, path) =>
  path.split('.').reduce((/** @type {Results} */ value, key) => value?.[key], object);

/** @type {(target: Target, value: unknown) => 'n/a' | 'met' | 'MISSED'} */
export function verdict(target, value) {
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'n/a';
  const ok = target.max !== undefined ? value <= target.max : value >= (target.min ?? -Infinity);
  return ok ? 'met' : 'MISSED';
}

const fmt = (/** @type {unknown} */ value, digits = 2) =>
  typeof value === 'number' && Number.isFinite(value) ? String(round(value, digits)) : '—';

/**
 * A column: its header and how a row's cell reads.
 * @typedef {[string, (row: Results) => unknown]} Column
 */

/**
 * A column whose cell is the row's `key`, rounded to `digits` decimals when given.
 * @type {(header: string, key: string, digits?: number) => Column}
 */
const column = (header, key, digits) => [
  header,
  (row) => (digits === undefined ? row[key] : fmt(row[key], digits)),
];

/** `rows` as a text table, a column per entry of `columns`, under a header line. */
function table(/** @type {Results[]} */ rows, /** @type {Column[]} */ columns) {
  const cells = [
    columns.map(([header]) => header),
    ...rows.map((row) => columns.map(([, read]) => String(read(row)))),
  ];
  const widths = columns.map((_, c) => Math.max(...cells.map((r) => (r[c] ?? '').length)));
  const line = (/** @type {string[]} */ r) =>
    r.map((cell, c) => cell.padEnd(widths[c] ?? 0)).join('  ');
  return [
    line(cells[0] ?? []),
    widths.map((w) => '─'.repeat(w)).join('  '),
    ...cells.slice(1).map(line),
  ].join('\n');
}

/**
 * A titled table of `rows` after a blank line, or nothing without rows.
 * @type {(title: string, rows: Results[] | null, columns: Column[]) => string[]}
 */
const section = (title, rows, columns) => (rows?.length ? ['', title, table(rows, columns)] : []);

/**
 * Client-side navigation from the home page and between the sections, by preset and server.
 * @param {Results} frontend
 */
const navigationRows = (frontend) =>
  [
    ['phone', frontend],
    ['desktop', frontend?.desktop],
  ].flatMap(([preset, byPreset]) =>
    Object.entries(byPreset?.by_server ?? {}).flatMap(([server, fe]) =>
      ['federated', 'single']
        .filter((build) => fe.navigation?.[build])
        .map((build) => ({ preset, server, build, ...fe.navigation[build] })),
    ),
  );

/** The whole report as text. */
export function renderReport(/** @type {Results} */ results) {
  const { frontend, lighthouse, list, api, streams } = results;
  const servers = Object.entries(frontend?.by_server ?? {});
  const pages = Object.entries(lighthouse?.by_page ?? {});
  return [
    table(TARGETS, [
      ['figure', (t) => t.label],
      ['key', (t) => t.key],
      ['value', (t) => fmt(get(results, t.key))],
      ['target', (t) => (t.max !== undefined ? `≤ ${t.max}` : `≥ ${t.min}`)],
      ['', (t) => verdict(t, get(results, t.key))],
    ]),
    ...section(
      'Cold load of /startups, Lighthouse mobile preset (medians)',
      servers.flatMap(([server, fe]) =>
        ['federated', 'single'].map((build) => ({ server, build, ...fe[build] })),
      ),
      [
        column('server', 'server'),
        column('build', 'build'),
        column('FCP ms', 'fcp_ms', 0),
        column('LCP ms', 'lcp_ms', 0),
        column('first startup ms', 'ready_ms', 0),
        column('requests', 'requests', 0),
        column('JS files', 'js_requests', 0),
        ['JS kB gzip', (r) => fmt(r.js_gzip_bytes / 1024, 1)],
      ],
    ),
    ...section(
      'Time to data, client-side navigation (medians, ms from the click to the first record)',
      navigationRows(frontend),
      [
        column('preset', 'preset'),
        column('server', 'server'),
        column('build', 'build'),
        column('home cold', 'home_ms', 0),
        column('home → startups', 'home_to_startups_ms', 0),
        column('home → technologies', 'home_to_technologies_ms', 0),
        column('startups → technologies', 'startups_to_technologies_ms', 0),
        column('technologies → startups', 'technologies_to_startups_ms', 0),
      ],
    ),
    ...section(
      `Lighthouse 12, mobile preset, served by ${lighthouse?.served_by} (medians)`,
      pages.map(([page, p]) => ({ page, ...p })),
      [
        column('page', 'page'),
        column('performance', 'performance'),
        column('accessibility', 'accessibility'),
        column('best practices', 'best_practices'),
        column('SEO', 'seo'),
        column('CLS', 'cls', 3),
        column('LCP ms', 'lcp_ms', 0),
        ['below 90', (p) => p.failed_audits.join(' ') || '—'],
      ],
    ),
    ...section(
      'Startups list, desktop Chromium without throttling (medians)',
      list?.rows_10k
        ? [
            { rows: '10,000', ...list.rows_10k },
            { rows: '100', ...list.rows_100 },
          ]
        : null,
      [
        column('rows', 'rows'),
        column('render ms', 'render_ms', 0),
        column('rows on screen ms', 'first_rows_ms', 0),
        column('DOM nodes', 'dom_nodes', 0),
        column('rows in DOM', 'rows_in_dom', 0),
        column('keystroke: longest task ms', 'keystroke_max_long_task_ms', 0),
        column('longest frame ms', 'keystroke_max_animation_frame_ms', 0),
        column('slowest event ms', 'keystroke_max_event_ms', 0),
      ],
    ),
    ...section(
      `API, ${api?.connections} connections, ${api?.seconds_per_run} s × ${api?.rounds} (medians); ` +
        `reads sent by undici, creates by ${api?.create_client ?? 'undici'}; ` +
        `write limit ${api?.write_limit ?? 'off'}`,
      api?.cells
        ? [
            ...Object.entries(api.cells).flatMap(([route, cells]) =>
              Object.entries(/** @type {Results} */ (cells)).map(([server, c]) => ({
                route,
                server,
                ...c,
              })),
            ),
            ...Object.entries(api.name_filter_scale ?? {}).map(([server, c]) => ({
              route: 'filter, 200 distinct words',
              server,
              ...c,
            })),
          ]
        : null,
      [
        column('route', 'route'),
        column('server', 'server'),
        column('req/s', 'rps', 0),
        column('p50 ms', 'p50_ms', 1),
        column('p99 ms', 'p99_ms', 1),
        column('non-2xx', 'non2xx'),
        column('errors', 'errors'),
        // json-server has no cache: its cells have cache_hits null.
        [
          'list cache hits',
          (c) => (typeof c.cache_hits === 'number' ? `${fmt(c.cache_hits * 100, 1)} %` : '—'),
        ],
      ],
    ),
    ...section(
      `Live lists: ${String(streams?.streams)} open streams on one API (${String(streams?.database)}), ` +
        `${String(streams?.seconds_per_run)} s × ${String(streams?.rounds)} (medians)`,
      streams?.streams ? [streams] : null,
      [
        column('reads p99 alone ms', 'read_p99_ms_without', 1),
        column('beside the streams ms', 'read_p99_ms_with', 1),
        column('reads/s alone', 'read_rps_without', 0),
        column('beside', 'read_rps_with', 0),
        column('delivery p50 ms', 'delivery_ms_p50', 0),
        column('max ms', 'delivery_ms_max', 0),
        column('memory per stream kB', 'memory_kb_per_stream', 1),
      ],
    ),
  ].join('\n');
}

/** The keys as flat "suite.name" entries too, next to the nested objects. */
export function flatKeys(/** @type {Results} */ results) {
  return Object.fromEntries(TARGETS.map((t) => [t.key, get(results, t.key) ?? null]));
}

/**
 * Each target over several runs: the median, the range and in how many runs it was met, so a thin
 * margin shows as one (README's table comes from three full runs).
 */
export function renderRuns(/** @type {Results[]} */ runs) {
  const rows = TARGETS.map((target) => {
    const values = runs
      .map((run) => get(run, target.key))
      .filter((v) => typeof v === 'number' && Number.isFinite(v))
      .map(Number);
    const met = values.filter((v) => verdict(target, v) === 'met').length;
    return { ...target, values, met };
  });
  return table(rows, [
    ['figure', (t) => t.label],
    ['key', (t) => t.key],
    ['median', (t) => fmt(median(t.values))],
    [
      'range',
      (t) =>
        t.values.length ? `${fmt(Math.min(...t.values))}–${fmt(Math.max(...t.values))}` : '—',
    ],
    ['target', (t) => (t.max !== undefined ? `≤ ${t.max}` : `≥ ${t.min}`)],
    ['met', (t) => `${t.met} of ${t.values.length}`],
  ]);
}
