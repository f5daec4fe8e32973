import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkSizes } from './check.mjs';

const CHECK = join(dirname(fileURLToPath(import.meta.url)), 'check.mjs');

/** Writes a file under `root`, creating its folders. @param {string} root @param {string} path @param {string} text */
function write(root, path, text) {
  mkdirSync(dirname(join(root, path)), { recursive: true });
  writeFileSync(join(root, path), text);
}

/** Code that does not compress away: `count` distinct statements. @param {number} count */
const code = (count) =>
  Array.from({ length: count }, (_, i) => `export const v${i} = ${(i * 7919) % 104729};`).join(
    '\n',
  );

// Three tiny builds laid out as the real ones: the shell's index.html and each remote's entry and
// manifest. Only what they name is measured: the unlisted chunk must not count.
let root = '';
beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'size-budgets-'));
  write(
    root,
    'shell/dist/index.html',
    '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/react.js">',
  );
  write(root, 'shell/dist/assets/index.js', code(50));
  write(root, 'shell/dist/assets/react.js', code(50));
  write(root, 'shell/dist/assets/later.js', code(5000));
  for (const remote of ['startups-mfe', 'technologies-mfe']) {
    write(root, `${remote}/dist/remoteEntry.js`, code(20));
    write(root, `${remote}/dist/assets/Page.js`, code(20));
    write(root, `${remote}/dist/assets/shared-react.js`, code(5000));
    write(
      root,
      `${remote}/dist/mf-manifest.json`,
      JSON.stringify({
        exposes: [
          { assets: { js: { sync: ['assets/Page.js'], async: ['assets/shared-react.js'] } } },
        ],
      }),
    );
  }
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

const roomy = { shell: 50_000, startups: 50_000, technologies: 50_000 };

describe('presupuestos de tamaño', () => {
  it('pasa cuando cada aplicación cabe en su presupuesto, contando solo su primera carga', async () => {
    const { ok, lines } = await checkSizes({ root, budgets: roomy });
    expect(ok).toBe(true);
    expect(lines).toEqual([
      expect.stringMatching(/^✔ shell: .* \(2 archivos\)$/),
      expect.stringMatching(/^✔ startups: .* \(2 archivos\)$/),
      expect.stringMatching(/^✔ technologies: .* \(2 archivos\)$/),
    ]);
  });

  it('falla nombrando la aplicación que supera su presupuesto y cuánto creció', async () => {
    const { ok, lines } = await checkSizes({ root, budgets: { ...roomy, startups: 100 } });
    expect(ok).toBe(false);
    expect(lines[1]).toMatch(
      /^✖ startups: [\d,]+ kB gzip supera su presupuesto de 0,1 kB en [\d,]+ kB \(\+[\d,]+ %\)$/,
    );
    expect(lines[0]).toMatch(/^✔ shell/);
    expect(lines[2]).toMatch(/^✔ technologies/);
  });

  it('la orden termina con error cuando una compilación supera su presupuesto', () => {
    const budgets = join(root, 'budgets.json');
    writeFileSync(budgets, JSON.stringify({ ...roomy, shell: 10 }));
    const result = spawnSync(process.execPath, [CHECK, '--root', root, '--budgets', budgets], {
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stdout).toMatch(/✖ shell: .* supera su presupuesto de 0,0 kB/);
  });

  it('una aplicación sin compilar es un error que lo dice, no un tamaño cero', async () => {
    rmSync(join(root, 'technologies-mfe', 'dist'), { recursive: true });
    await expect(checkSizes({ root, budgets: roomy })).rejects.toThrow(
      'technologies: no hay compilación en technologies-mfe/dist',
    );
  });
});
