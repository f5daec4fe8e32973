// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { checkGate } from '../../../scripts/remote/type-gate.mjs';

// The type gate run by tsc on remote-pages.ts as `npm run typecheck` does, with each remote's
// emitted declarations replaced by a fixture: what a remote's build could declare.
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const NO_PROPS = 'export default function Page(): import("react").JSX.Element;\n';
const PROP_REQUIRED =
  'export default function Page(props: { mode: string }): import("react").JSX.Element;\n';
const NO_DEFAULT = 'export declare const Page: () => null;\n';

let folder = '';
afterEach(() => rmSync(folder, { recursive: true, force: true }));

/** Type-checks the gate against these declarations; tsc's exit status and output. */
function typeCheck(startups: string, technologies: string) {
  // Inside the repository, so react's types resolve from its node_modules.
  mkdirSync(join(ROOT, 'node_modules', '.cache'), { recursive: true });
  folder = mkdtempSync(join(ROOT, 'node_modules', '.cache', 'type-gate-'));
  return checkGate(folder, { startups, technologies });
}

// Each case runs tsc (seconds; far more on a busy two-core machine).
describe('la comprobación de tipos de las páginas remotas', { timeout: 90_000 }, () => {
  it('acepta páginas que el shell puede mostrar sin props', () => {
    const { status, output } = typeCheck(NO_PROPS, NO_PROPS);
    expect(output).toBe('');
    expect(status).toBe(0);
  });

  it('falla nombrando el remoto cuya página exige una prop', () => {
    const { status, output } = typeCheck(PROP_REQUIRED, NO_PROPS);
    expect(status).not.toBe(0);
    expect(output).toContain(
      'El remoto «startups» expone una página que exige props, y el shell la muestra sin ninguna',
    );
    expect(output).not.toContain('«technologies»');
  });

  it('falla nombrando el remoto que deja de exportar su página por defecto', () => {
    const { status, output } = typeCheck(NO_PROPS, NO_DEFAULT);
    expect(status).not.toBe(0);
    expect(output).toContain(
      'El remoto «technologies» no exporta por defecto un componente de página',
    );
  });
});
