import type { ModuleFederationRuntimePlugin } from '@module-federation/runtime';

// The signal per remote: which phase each remote's load is in, followed through
// the federation runtime's plugin hooks, and each failure sent to the API with navigator.sendBeacon
// (POST /v1/api/remote-loads), so `npm run remote -- status` shows a team that its release broke
// visitors, per version and phase.

export type LoadPhase = 'manifest' | 'entry' | 'init' | 'expose' | 'render';

/** What data-remote-version and the reports say for a remote served without a version. */
export const UNVERSIONED = 'sin versión';

const phases = new Map<string, LoadPhase>();
const starts = new Map<string, number>();
const reported = new WeakSet<object>();
let settings: { apiBaseUrl: string; versionOf: (remote: string) => string | undefined } | null =
  null;

/** Where reports go and which version each remote is at (remotes.json); none are sent before. */
export function configureLoadSignal(options: NonNullable<typeof settings>): void {
  settings = options;
}

export function enterPhase(remote: string, phase: LoadPhase): void {
  if (phase === 'manifest') starts.set(remote, performance.now());
  phases.set(remote, phase);
}

const remoteOf = (id: string) => id.split('/')[0] ?? id;

/** The hooks that move a remote's load from one phase to the next. */
export function loadSignalPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'sistema-load-signal',
    beforeRequest(args) {
      enterPhase(remoteOf(args.id), 'entry');
      return args;
    },
    beforeInitContainer(args) {
      enterPhase(args.remoteInfo.name, 'init');
      return args;
    },
    initContainer(args) {
      enterPhase(args.remoteInfo.name, 'expose');
      return args;
    },
    onLoad(args) {
      enterPhase(remoteOf(args.id), 'render');
    },
  };
}

/**
 * Reports that `remote` failed in its current phase (or `phase`), once per error: a load failure
 * reaches the section's error boundary too, which must not report it a second time.
 */
export function reportLoadFailure(remote: string, error: unknown, phase?: LoadPhase): void {
  if (typeof error === 'object' && error !== null) {
    if (reported.has(error)) return;
    reported.add(error);
  }
  if (!settings || typeof navigator.sendBeacon !== 'function') return;
  const started = starts.get(remote) ?? performance.now();
  const body = JSON.stringify({
    remote,
    version: settings.versionOf(remote) ?? UNVERSIONED,
    phase: phase ?? phases.get(remote) ?? 'entry',
    durationMs: Math.min(600_000, Math.max(0, Math.round(performance.now() - started))),
    message: (error instanceof Error ? error.message : String(error)).slice(0, 300),
  });
  try {
    navigator.sendBeacon(
      `${settings.apiBaseUrl}/remote-loads`,
      new Blob([body], { type: 'application/json' }),
    );
  } catch {
    // The report is best effort: the section shows its fallback either way.
  }
}
