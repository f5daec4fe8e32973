// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { NOT_FOUND_PAGE, PRERENDERED_ROUTES, inlineScriptCspSources } from '../build/prerender.ts';
import { renderRoute } from './prerender.tsx';

// The federation runtime does not run under Vitest: the one module that talks to it is replaced.
vi.mock('./remotes/remotes.ts', () => ({
  configureRemotes: vi.fn(() => Promise.resolve()),
  // Never settles: the build renders each section as it stands while its remote loads.
  loadRemotePage: vi.fn(() => new Promise(() => undefined)),
  loadedRemotePage: vi.fn(),
  warmRemotePage: vi.fn(() => Promise.resolve()),
}));

describe('prerendered first screens', () => {
  it('writes the home page, header and footer into the HTML of /', () => {
    const { html, title } = renderRoute('/');
    expect(title).toBe('Inicio · Sistema de Microservicios');
    expect(html).toContain('<h1 class="home__title">Bienvenido al Sistema de Microservicios</h1>');
    expect(html).toContain('Sistema de gestión');
    expect(html).toContain('© 2025 Sistema de Microservicios');
    expect(html).not.toContain('<title>');
  });

  it.each([
    ['/startups', 'Gestión de Startups', 'Cargando Startups…'],
    ['/technologies', 'Gestión de Tecnologías', 'Cargando Tecnologías…'],
  ])('writes the heading of %s where its page puts it, with the spinner', (path, heading, busy) => {
    const { html, title } = renderRoute(path);
    expect(title).toBe(`${heading} · Sistema de Microservicios`);
    expect(html).toContain(
      `<div class="page"><header class="page__header page__header--loading" aria-hidden="true"><h1 class="page__title">${heading}</h1></header>`,
    );
    expect(html).toContain(busy);
    expect(html).toMatch(
      new RegExp(`aria-current="page" class="site-nav__link active" href="${path}"`),
    );
    expect(PRERENDERED_ROUTES[path]).toBe(`${path.slice(1)}.html`);
  });

  it('writes the 404 page for every other address, not the home page', () => {
    const { html, title } = renderRoute(NOT_FOUND_PAGE.path);
    expect(title).toBe('Página no encontrada · Sistema de Microservicios');
    expect(html).toContain('<h1>Página no encontrada</h1>');
    expect(html).not.toContain('Bienvenido');
    expect(Object.keys(PRERENDERED_ROUTES)).not.toContain(NOT_FOUND_PAGE.path);
  });

  it("is allowed by the nginx CSP: the inline scripts' hashes are in the shell's template", () => {
    const template = readFileSync(
      new URL('../../deploy/nginx/templates/shell.conf.template', import.meta.url),
      'utf8',
    );
    const csp = /set \$sistema_csp "([^"]*)"/.exec(template)?.[1] ?? '';
    const scriptSrc = csp.split(';').find((directive) => directive.trim().startsWith('script-src'));
    for (const source of inlineScriptCspSources()) expect(scriptSrc?.split(' ')).toContain(source);
    expect(csp).not.toContain('unsafe-inline');
  });
});
