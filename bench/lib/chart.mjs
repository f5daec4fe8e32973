// bench/results/chart.svg, drawn by hand from latest.json: the targets with their verdicts, then
// one horizontal bar panel per comparison. No dependency, plain SVG.
import { get, TARGETS, verdict } from './report.mjs';
import { round } from './stats.mjs';

const WIDTH = 920;
const LABEL_W = 250;
const BAR_W = 420;
const ROW_H = 22;
const COLORS = { a: '#2563eb', b: '#94a3b8', c: '#16a34a', d: '#f59e0b' };

/** @typedef {import('./report.mjs').Results} Results */
/** @typedef {{ svg: string, height: number }} Block */
/** @typedef {{ label: string, value: number, color: string, note?: string, digits?: number }} Bar */

const esc = (/** @type {unknown} */ text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
const num = (/** @type {unknown} */ value, digits = 0) =>
  typeof value === 'number' && Number.isFinite(value)
    ? (round(value, digits) ?? value).toLocaleString('en-US')
    : '—';

/** @type {(results: Results, y: number) => Block} */
function targetsBlock(results, y) {
  const parts = [
    `<text x="16" y="${y + 16}" class="h">Targets — ${esc(results.meta?.date ?? '')}</text>`,
  ];
  TARGETS.forEach((target, i) => {
    const value = get(results, target.key);
    const state = verdict(target, value);
    const rowY = y + 40 + i * ROW_H;
    const color = state === 'met' ? '#16a34a' : state === 'n/a' ? '#94a3b8' : '#dc2626';
    parts.push(
      `<circle cx="24" cy="${rowY - 4}" r="6" fill="${color}"/>`,
      `<text x="38" y="${rowY}">${esc(target.label)}</text>`,
      `<text x="470" y="${rowY}" class="v">${esc(num(value, 2))}</text>`,
      `<text x="560" y="${rowY}" class="m">target ${target.max !== undefined ? '≤' : '≥'} ${target.max ?? target.min}</text>`,
      `<text x="700" y="${rowY}" fill="${color}">${state}</text>`,
    );
  });
  return { svg: parts.join(''), height: 40 + TARGETS.length * ROW_H + 10 };
}

/** @type {(title: string, bars: Bar[], y: number) => Block} */
function panel(title, bars, y) {
  const valid = bars.filter((b) => Number.isFinite(b.value));
  const max = Math.max(1, ...valid.map((b) => b.value));
  const parts = [`<text x="16" y="${y + 16}" class="h">${esc(title)}</text>`];
  bars.forEach((bar, i) => {
    const rowY = y + 30 + i * ROW_H;
    const width = Number.isFinite(bar.value) ? Math.max(1, (bar.value / max) * BAR_W) : 0;
    parts.push(
      `<text x="${LABEL_W - 8}" y="${rowY + 14}" text-anchor="end">${esc(bar.label)}</text>`,
      `<rect x="${LABEL_W}" y="${rowY + 2}" width="${width.toFixed(1)}" height="${ROW_H - 6}" fill="${bar.color}" rx="2"/>`,
      `<text x="${LABEL_W + width + 6}" y="${rowY + 14}" class="v">${esc(num(bar.value, bar.digits ?? 0))}${bar.note ? ` ${esc(bar.note)}` : ''}</text>`,
    );
  });
  return { svg: parts.join(''), height: 30 + bars.length * ROW_H + 18 };
}

/** @param {Results} results */
export function renderChart(results) {
  /** @type {string[]} */
  const blocks = [];
  let y = 10;
  const add = (/** @type {Block} */ block) => {
    blocks.push(`<g>${block.svg}</g>`);
    y += block.height;
  };
  add(targetsBlock(results, y));
  const addPanel = (/** @type {string} */ title, /** @type {Bar[]} */ bars) =>
    add(panel(title, bars, y));

  const servers = Object.entries(results.frontend?.by_server ?? {});
  for (const [server, fe] of servers) {
    addPanel(`Cold load of /startups served by ${server}, Lighthouse mobile preset (ms, median)`, [
      // Time to data first: the headline; paint timings after it.
      { label: 'first startup, federated', value: fe.federated.ready_ms, color: COLORS.a },
      { label: 'first startup, single', value: fe.single.ready_ms, color: COLORS.b },
      { label: 'FCP federated', value: fe.federated.fcp_ms, color: COLORS.a },
      { label: 'FCP single bundle', value: fe.single.fcp_ms, color: COLORS.b },
      { label: 'LCP federated', value: fe.federated.lcp_ms, color: COLORS.a },
      { label: 'LCP single bundle', value: fe.single.lcp_ms, color: COLORS.b },
    ]);
  }
  const fe = servers[0]?.[1];
  if (fe) {
    const js = (/** @type {string} */ label, /** @type {Results} */ build, color = COLORS.a) => ({
      label,
      value: build.js_gzip_bytes / 1024,
      digits: 1,
      color,
      note: `kB in ${build.js_requests} files, ${build.requests} requests`,
    });
    const bars = [js('federated', fe.federated), js('single bundle', fe.single, COLORS.b)];
    addPanel('JavaScript for /startups (kB gzip)', bars);
  }
  const list = results.list;
  if (list?.rows_10k) {
    addPanel('Startups list: render after the response (ms, median)', [
      ...[
        ['10,000 startups', list.rows_10k, COLORS.a],
        ['100 startups', list.rows_100, COLORS.b],
      ].map(([label, rows, color]) => ({
        label,
        value: rows.render_ms,
        color,
        note: `ms, ${num(rows.dom_nodes)} DOM nodes`,
      })),
      {
        label: 'keystroke: longest task, 10,000',
        value: list.rows_10k.keystroke_max_long_task_ms,
        color: COLORS.d,
        note: 'ms (0: none over 50 ms)',
      },
    ]);
  }
  const api = results.api;
  if (api?.cells) {
    /** @type {Record<string, string>} */
    const names = { pglite: 'PGlite', postgres: 'PostgreSQL', jsonserver: 'json-server' };
    /** @type {Record<string, string>} */
    const colors = { pglite: COLORS.a, postgres: COLORS.c, jsonserver: COLORS.b };
    const bars = Object.entries(api.cells).flatMap(([scenario, cells]) =>
      Object.entries(cells).map(([server, c]) => ({
        label: `${scenario} · ${names[server] ?? server}`,
        value: c.rps,
        color: colors[server] ?? COLORS.d,
        note: `req/s, p99 ${num(c.p99_ms)} ms`,
      })),
    );
    addPanel(`API throughput, ${api.connections} connections (req/s, median)`, bars);
    addPanel(
      'Name filter p50 latency: 1,000 vs 100,000 startups (ms)',
      Object.entries(api.name_filter_scale ?? {}).map(([name, c]) => ({
        label: name
          .replace('_', ' · ')
          .replace('pglite', 'PGlite')
          .replace('postgres', 'PostgreSQL'),
        value: c.p50_ms,
        digits: 1,
        color: name.startsWith('pglite') ? COLORS.a : COLORS.c,
        note: 'ms',
      })),
    );
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${y + 10}" viewBox="0 0 ${WIDTH} ${y + 10}" font-family="system-ui, sans-serif" font-size="13">
<style>.h{font-weight:600;font-size:15px}.v{font-variant-numeric:tabular-nums}.m{fill:#475569}</style>
<rect width="100%" height="100%" fill="#ffffff"/>
${blocks.join('\n')}
</svg>
`;
}
