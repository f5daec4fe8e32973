// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  cspHashSource,
  inlineStylesheets,
  startScriptsAfterFirstPaint,
} from '../build/first-paint.ts';

const outDir = mkdtempSync(join(tmpdir(), 'first-paint-'));
mkdirSync(join(outDir, 'assets'));
const CSS = 'body{margin:0}';
writeFileSync(join(outDir, 'assets/index.css'), CSS);
writeFileSync(join(outDir, 'assets/big.js'), 'x'.repeat(1000));
writeFileSync(join(outDir, 'assets/small.js'), 'x');
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

// The head vite writes for the shell, in its order.
const BUILT = `<html><head><title>t</title>
<script type="module" crossorigin src="/assets/entry.js"></script>
<link rel="stylesheet" crossorigin href="/assets/index.css">
<script src="/remote-preload.js" async></script>
<link rel="modulepreload" crossorigin href="/assets/small.js"><link rel="modulepreload" crossorigin href="/assets/big.js"></head>
<body><div id="root"></div></body></html>`;

describe('the first paint needs the HTML alone', () => {
  it('inlines the stylesheet and gives the hash the CSP must allow', () => {
    const { html, styleSources } = inlineStylesheets(BUILT, outDir);
    expect(html).toContain(`<style>${CSS}</style>`);
    expect(html).not.toContain('rel="stylesheet"');
    expect(styleSources).toEqual([cspHashSource(CSS)]);
  });

  it('starts the scripts from an inert template, except the largest chunk downloading at once', () => {
    const html = startScriptsAfterFirstPaint(BUILT, outDir);
    const [head = '', template = ''] = html.split(/<template id="startup-scripts">|<\/template>/);
    expect(head).toContain(
      '<link fetchpriority="low" rel="modulepreload" crossorigin href="/assets/big.js">',
    );
    expect(head).not.toMatch(/entry\.js|remote-preload\.js|small\.js/);
    expect(template).toBe(
      '<script fetchpriority="high" type="module" crossorigin src="/assets/entry.js"></script>' +
        '<script fetchpriority="high" src="/remote-preload.js" async></script>' +
        '<link rel="modulepreload" crossorigin href="/assets/small.js">',
    );
    expect(html).toMatch(/<script>\(function \(\) \{[\s\S]*<\/script><\/body>/);
  });

  it('refuses a page without its module script', () => {
    expect(() =>
      startScriptsAfterFirstPaint('<html><head></head><body></body></html>', outDir),
    ).toThrow('no module script');
  });
});
