import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  configureLoadSignal,
  enterPhase,
  loadSignalPlugin,
  reportLoadFailure,
} from './load-signal.ts';

async function sentBodies(beacon: ReturnType<typeof vi.fn>) {
  return Promise.all(
    beacon.mock.calls.map(async ([url, blob]) => ({
      url: url as string,
      body: JSON.parse(await (blob as Blob).text()) as Record<string, unknown>,
    })),
  );
}

function withBeacon() {
  const beacon = vi.fn(() => true);
  Object.defineProperty(navigator, 'sendBeacon', { value: beacon, configurable: true });
  configureLoadSignal({
    apiBaseUrl: '/v1/api',
    versionOf: (remote) => (remote === 'startups' ? '0123456789ab' : undefined),
  });
  return beacon;
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'sendBeacon');
});

describe('the load signal', () => {
  it('follows a load through the runtime hooks and reports a failure in the phase it stopped', async () => {
    const beacon = withBeacon();
    const plugin = loadSignalPlugin();
    enterPhase('startups', 'manifest');
    await plugin.beforeRequest?.({ id: 'startups/StartupsPage' } as never);
    await plugin.beforeInitContainer?.({ remoteInfo: { name: 'startups' } } as never);
    reportLoadFailure('startups', new Error('init roto'));
    const [sent] = await sentBodies(beacon);
    expect(sent?.url).toBe('/v1/api/remote-loads');
    expect(sent?.body).toMatchObject({
      remote: 'startups',
      version: '0123456789ab',
      phase: 'init',
      message: 'init roto',
    });
    expect(sent?.body.durationMs).toEqual(expect.any(Number));
  });

  it('reports each error once, and a remote without a version as «sin versión»', async () => {
    const beacon = withBeacon();
    const error = new Error('Failed to fetch');
    enterPhase('technologies', 'manifest');
    await loadSignalPlugin().beforeRequest?.({ id: 'technologies/TechnologiesPage' } as never);
    reportLoadFailure('technologies', error);
    reportLoadFailure('technologies', error, 'render'); // the error boundary, with the same error
    const sent = await sentBodies(beacon);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toMatchObject({ version: 'sin versión', phase: 'entry' });
    reportLoadFailure('technologies', new Error('render roto'), 'render');
    expect((await sentBodies(beacon))[1]?.body).toMatchObject({ phase: 'render' });
  });
});
