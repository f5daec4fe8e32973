// The shell's values derived at start-up are worked out twice: by the image's entrypoint step
// (deploy/nginx/entrypoint/15-sistema-shell.envsh, in sh) and by deploy/render.mjs for
// `npm run start:nginx`. Both must give nginx the same CSP origins and preconnect header.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { remotesJsonTemplate, shellVars } from '../deploy/render.mjs';
import { REMOTE_KEYS, remoteEntryVariable } from './lib/registry.mjs';

const ENTRYPOINT_STEP = join(
  import.meta.dirname,
  '..',
  'deploy',
  'nginx',
  'entrypoint',
  '15-sistema-shell.envsh',
);
const DERIVED = ['API_UPSTREAM', 'CSP_REMOTE_ORIGINS', 'CSP_API_ORIGIN', 'SECTION_REMOTE_ORIGINS'];

const dir = mkdtempSync(join(tmpdir(), 'shell-settings-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const html = join(dir, 'html');
const state = join(dir, 'state');
mkdirSync(html);
mkdirSync(join(state, 'live'), { recursive: true });
writeFileSync(join(html, 'csp-inline-styles.txt'), "'sha256-abc='\n");
writeFileSync(join(dir, 'remotes.json.template'), remotesJsonTemplate());
// A deploy history: the step keeps the live remotes.json instead of writing it with envsubst.
writeFileSync(join(state, 'history.json'), '[]');
writeFileSync(join(state, 'live', 'remotes.json'), '{}');

/** What the entrypoint step exports for nginx, sourced by sh as the image does. @param {Record<string, string>} settings */
function fromEntrypoint(settings) {
  const script = `. "${ENTRYPOINT_STEP}" >/dev/null && printf '%s\\n' ${DERIVED.map((name) => `"$${name}"`).join(' ')}`;
  const result = spawnSync('sh', ['-c', script], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      ...settings,
      HTML_ROOT: html,
      REMOTES_JSON_TEMPLATE: join(dir, 'remotes.json.template'),
      REMOTES_STATE_DIR: state,
      RUNTIME_CONFIG_DIR: join(state, 'live'),
    },
  });
  if (result.status !== 0) throw new Error(result.stderr);
  const values = result.stdout.split('\n');
  return Object.fromEntries(DERIVED.map((name, index) => [name, values[index]]));
}

/** @param {Record<string, string> & { API_BASE_URL: string, API_UPSTREAM: string }} settings */
function fromRender(settings) {
  /** @type {Record<string, unknown>} */
  const vars = shellVars({ ...settings, HTML_ROOT: html });
  return Object.fromEntries(DERIVED.map((name) => [name, String(vars[name] ?? '')]));
}

/** Each registered remote's entry variable, from its key. @param {(key: string, index: number) => string} entry */
const entries = (entry) =>
  Object.fromEntries(
    REMOTE_KEYS.map((key, index) => [remoteEntryVariable(key), entry(key, index)]),
  );

describe('the shell image and npm run start:nginx derive the same values', () => {
  it.each([
    [
      'each remote on its own origin',
      entries((_key, index) => `http://localhost:${8081 + index}/releases/1.0.0/remoteEntry.js`),
    ],
    ['every remote on one origin', entries((key) => `https://cdn.example/${key}/remoteEntry.js`)],
    [
      'a remote on the shell’s own origin (a relative entry)',
      entries((key, index) => (index === 0 ? `/${key}/remoteEntry.js` : `https://${key}.example`)),
    ],
  ])('%s', (_name, remotes) => {
    const settings = {
      ...remotes,
      API_BASE_URL: 'https://api.example/v1/api',
      API_UPSTREAM: 'http://api:3000/',
    };
    const derived = fromRender(settings);
    expect(fromEntrypoint(settings)).toEqual(derived);
    // Every section whose remote is on another origin, once, by its key.
    const sections = derived.SECTION_REMOTE_ORIGINS?.split(' ').map((pair) => pair.split('=')[0]);
    const elsewhere = REMOTE_KEYS.filter(
      (key) => !remotes[remoteEntryVariable(key)]?.startsWith('/'),
    );
    expect(sections).toEqual(elsewhere);
  });
});
