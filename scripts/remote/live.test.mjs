// The manifest and history module on real files and real processes: versions are content-addressed
// and never overwritten; deploys are serialised and atomic; rollback walks back one step at a time.
import { execFile } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  readHistory,
  readLiveManifest,
  restoreLiveVersions,
  rollBack,
  rollbackTarget,
  switchTo,
} from './live.mjs';
import { entryOf, liveManifestPath } from './paths.mjs';
import { publishBuild, publishedVersions } from './releases.mjs';
import { sharedProblems } from './validate.mjs';

const ORIGINAL_ENTRY = 'http://localhost:5174/remoteEntry.js';
/** @type {string} */
let dir;
/** @type {{ REMOTES_STATE_DIR: string, RUNTIME_CONFIG_DIR: string }} */
let env;

/**
 * A remote's build folder with some content.
 * @param {string} content
 */
function build(content) {
  const out = mkdtempSync(join(dir, 'build-'));
  mkdirSync(join(out, 'assets'));
  writeFileSync(join(out, 'remoteEntry.js'), `export const v = ${JSON.stringify(content)};`);
  writeFileSync(join(out, 'mf-manifest.json'), '{"exposes":[]}');
  writeFileSync(join(out, 'assets', 'page-abc.js'), content);
  return out;
}

const live = () => readLiveManifest(liveManifestPath(env));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'remote-live-test-'));
  env = { REMOTES_STATE_DIR: join(dir, 'state'), RUNTIME_CONFIG_DIR: join(dir, 'shell') };
  mkdirSync(env.RUNTIME_CONFIG_DIR);
  writeFileSync(
    liveManifestPath(env),
    JSON.stringify({
      remotes: { startups: ORIGINAL_ENTRY, technologies: 'http://localhost:5175/remoteEntry.js' },
      apiBaseUrl: '/v1/api',
    }),
  );
});

afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('publishBuild', () => {
  it('gives the same content the same version, and different content another one', () => {
    const first = publishBuild('startups', build('uno'), env);
    const again = publishBuild('startups', build('uno'), env);
    const other = publishBuild('startups', build('dos'), env);
    expect(first.created).toBe(true);
    expect(again).toEqual({ version: first.version, created: false });
    expect(other.version).not.toBe(first.version);
    expect(
      publishedVersions('startups', env)
        .map((p) => p.version)
        .sort(),
    ).toEqual([first.version, other.version].sort());
  });

  it('never overwrites a published version', () => {
    const { version } = publishBuild('startups', build('uno'), env);
    const entry = join(env.REMOTES_STATE_DIR, 'releases', 'startups', version, 'remoteEntry.js');
    const before = readFileSync(entry, 'utf8');
    publishBuild('startups', build('uno'), env);
    expect(readFileSync(entry, 'utf8')).toBe(before);
    // No temporary folder is left beside the versions.
    expect(readdirSync(join(env.REMOTES_STATE_DIR, 'releases', 'startups'))).toEqual([version]);
  });

  it('leaves every file of a version readable by the servers, whatever the build folder’s modes', () => {
    const out = build('uno'); // mkdtemp: 0700
    const { version } = publishBuild('startups', out, env);
    const published = join(env.REMOTES_STATE_DIR, 'releases', 'startups', version);
    expect(statSync(published).mode & 0o777).toBe(0o755);
    expect(statSync(join(published, 'assets')).mode & 0o777).toBe(0o755);
    expect(statSync(join(published, 'assets', 'page-abc.js')).mode & 0o777).toBe(0o644);
  });

  it('refuses a folder that is not a remote build', () => {
    const out = mkdtempSync(join(dir, 'not-a-build-'));
    writeFileSync(join(out, 'index.html'), '<!doctype html>');
    expect(() => publishBuild('startups', out, env)).toThrow(/falta remoteEntry.js/);
  });
});

describe('switchTo and rollback', () => {
  it('refuses a version that is not published, and the live manifest stays as it was', async () => {
    const before = readFileSync(liveManifestPath(env), 'utf8');
    await expect(switchTo('startups', '0123456789ab', env)).rejects.toThrow(/no está publicada/);
    expect(readFileSync(liveManifestPath(env), 'utf8')).toBe(before);
    expect(readHistory(env).remotes).toEqual({});
  });

  it('names the version in the manifest, leaves the other remote alone, and walks back one step per rollback', async () => {
    const a = publishBuild('startups', build('a'), env).version;
    const b = publishBuild('startups', build('b'), env).version;
    await switchTo('startups', a, env);
    await switchTo('startups', b, env);
    expect(live().remotes.startups).toBe(entryOf('startups', b));
    expect(live().versions).toEqual({ startups: b });
    expect(live().remotes.technologies).toBe('http://localhost:5175/remoteEntry.js');
    expect(live().apiBaseUrl).toBe('/v1/api');

    const back = async () => {
      const { current, target } = rollbackTarget('startups', env);
      if (!target) return null;
      await rollBack('startups', current, target, env);
      return target;
    };
    expect(await back()).toEqual({ version: a, entry: entryOf('startups', a) });
    expect(live().versions).toEqual({ startups: a });
    expect(await back()).toEqual({ version: null, entry: ORIGINAL_ENTRY });
    expect(live().remotes.startups).toBe(ORIGINAL_ENTRY);
    expect(live().versions).toEqual({});
    expect(await back()).toBeNull();
    const steps = readHistory(env).remotes.startups?.history.map((h) => [h.action, h.version]);
    expect(steps).toEqual([
      ['deploy', a],
      ['deploy', b],
      ['rollback', a],
      ['rollback', null],
    ]);
  });

  it('refuses a rollback when what is live changed since it was looked at', async () => {
    const a = publishBuild('startups', build('a'), env).version;
    const b = publishBuild('startups', build('b'), env).version;
    await switchTo('startups', a, env);
    const { current, target } = rollbackTarget('startups', env);
    if (!target) throw new Error('Sin versión anterior a la que volver.');
    await switchTo('startups', b, env);
    await expect(rollBack('startups', current, target, env)).rejects.toThrow(/cambió/);
    expect(live().versions).toEqual({ startups: b });
  });

  it('serialises deploys started at the same instant by separate processes: none is lost', async () => {
    const versions = ['a', 'b', 'c', 'd', 'e', 'f'].map(
      (content) =>
        publishBuild(content < 'd' ? 'startups' : 'technologies', build(content), env).version,
    );
    const script = `
      import { switchTo } from ${JSON.stringify(new URL('./live.mjs', import.meta.url).href)};
      const [name, version, start] = process.argv.slice(1);
      while (Date.now() < Number(start)) {}
      await switchTo(name, version);`;
    const start = Date.now() + 1_500;
    await Promise.all(
      versions.map((version, i) =>
        promisify(execFile)(
          process.execPath,
          [
            '--input-type=module',
            '-e',
            script,
            i < 3 ? 'startups' : 'technologies',
            version,
            String(start),
          ],
          { env: { ...process.env, ...env } },
        ),
      ),
    );
    const history = readHistory(env).remotes;
    const deployed = (/** @type {string} */ name) =>
      history[name]?.history.map((h) => h.version).sort();
    expect(deployed('startups')).toEqual(versions.slice(0, 3).sort());
    expect(deployed('technologies')).toEqual(versions.slice(3).sort());
    // Each deploy saw the one before it: the chain of `previous` is unbroken.
    for (const name of /** @type {const} */ (['startups', 'technologies'])) {
      const steps = history[name]?.history ?? [];
      steps.slice(1).forEach((step, i) => expect(step.previous?.version).toBe(steps[i]?.version));
      const last = steps.at(-1);
      expect(live().versions?.[name]).toBe(last?.version);
      expect(live().remotes[name]).toBe(entryOf(name, String(last?.version)));
    }
    expect(readdirSync(env.RUNTIME_CONFIG_DIR)).toEqual(['remotes.json']);
  });
});

describe('restoreLiveVersions', () => {
  it('names again, in a freshly built remotes.json, the versions that were live', async () => {
    const a = publishBuild('startups', build('a'), env).version;
    await switchTo('startups', a, env);
    const fresh = JSON.stringify({ remotes: { startups: ORIGINAL_ENTRY, technologies: 'x' } });
    writeFileSync(liveManifestPath(env), fresh);
    expect(restoreLiveVersions(liveManifestPath(env), env)).toEqual([`startups ${a}`]);
    expect(live()).toEqual({
      remotes: { startups: entryOf('startups', a), technologies: 'x' },
      versions: { startups: a },
    });
  });
});

describe('sharedProblems', () => {
  const shell = {
    react: '19.3.1',
    'react-dom': '19.3.1',
    axios: '1.21.1',
    '@sistema/shared': '1.0.0',
  };
  /**
   * @param {string} name
   * @param {string} version
   * @param {string} requiredVersion
   */
  const share = (name, version, requiredVersion) => ({
    name,
    version,
    requiredVersion,
    singleton: true,
  });
  /** @param {Partial<Record<string, import('./validate.mjs').SharedEntry>>} [overrides] */
  const manifest = (overrides = {}) => ({
    shared: [
      share('react', '19.3.1', '^19.2.0'),
      share('react-dom', '19.3.1', '^19.2.0'),
      share('axios', '1.21.1', '^1.21.0'),
      share('@sistema/shared', '1.0.0', '^1.0.0'),
    ].map((item) => overrides[item.name] ?? item),
  });

  it('accepts a remote built against the shell’s versions or a patch of them', () => {
    expect(sharedProblems('startups', 'v', manifest(), shell)).toEqual([]);
    const patched = manifest({ '@sistema/shared': share('@sistema/shared', '1.0.1', '^1.0.0') });
    expect(sharedProblems('startups', 'v', patched, shell)).toEqual([]);
  });

  it('refuses another major of a singleton, naming it', () => {
    const major = manifest({ '@sistema/shared': share('@sistema/shared', '2.0.0', '^1.0.0') });
    expect(sharedProblems('startups', 'v', major, shell)).toEqual([
      'startups v se compiló con @sistema/shared 2.0.0 y el shell en vivo tiene 1.0.0: otra versión mayor, incompatible.',
    ]);
  });

  it('refuses a requirement the shell does not meet, and a singleton not shared', () => {
    const newer = manifest({ react: share('react', '19.9.0', '^19.9.0') });
    expect(sharedProblems('startups', 'v', newer, shell)).toEqual([
      'startups v pide react ^19.9.0 y el shell en vivo tiene 19.3.1.',
    ]);
    const own = { shared: manifest().shared.filter((item) => item.name !== 'axios') };
    expect(sharedProblems('startups', 'v', own, shell)).toEqual([
      'startups v no comparte axios como singleton: cargaría una segunda copia.',
    ]);
  });
});
