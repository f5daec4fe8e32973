// The type gate between the shell and its remotes (docs/deployment.md, "Types"). The shell renders
// each remote's page with no props (RemotePage.tsx); this checks that against the declarations each
// remote emits of what it exposes (its dist-types/), not its source. A remote whose page comes to
// need a prop, or stops exporting one, fails `npm run typecheck` here with a message that names it.
// The list of pages is written from the registry by `npm run typecheck` (scripts/typecheck.mjs).
import type { RemoteKey } from '@sistema/shared/remotes';
import type { ComponentType } from 'react';
import type { ExposedPages } from './exposed-pages.generated.ts';

/** `true` when the shell can render the module's default export with no props; else why not. */
type RendersWithoutProps<Remote extends string, Module> = Module extends {
  default: ComponentType<infer Props>;
}
  ? object extends Props
    ? true
    : `El remoto «${Remote}» expone una página que exige props, y el shell la muestra sin ninguna`
  : `El remoto «${Remote}» no exporta por defecto un componente de página`;

/** Accepts only a record of `true`: anything else is a type error quoting the failing remote. */
type AllPass<Results extends Record<keyof ExposedPages, true>> = Results;

/** `true` when every registered remote has its line in ExposedPages; else which one lacks it. */
type EveryRemoteGated = [Exclude<RemoteKey, keyof ExposedPages>] extends [never]
  ? true
  : `El remoto «${Exclude<RemoteKey, keyof ExposedPages>}» está registrado pero sus tipos no están en la comprobación: ejecuta npm run typecheck`;

/** Evaluated by every type-check; an error here names the remote that broke the contract. */
export type RemotePagesGate = AllPass<{
  [Remote in keyof ExposedPages]: RendersWithoutProps<Remote, ExposedPages[Remote]>;
}>;

/** Evaluated by every type-check too: a registered remote the gate does not cover is an error. */
export const everyRemoteGated: EveryRemoteGated = true;
