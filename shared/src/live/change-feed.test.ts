import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../testing/fake-event-source.ts';
import { RECONNECT_MAX_MS, subscribeToChanges, type ChangeNotice } from './change-feed.ts';

describe('the change feed', () => {
  beforeEach(() => {
    FakeEventSource.opened = [];
    vi.stubGlobal('EventSource', FakeEventSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens one stream for the whole page and closes it with the last listener', () => {
    const first: ChangeNotice[] = [];
    const second: ChangeNotice[] = [];
    const stopFirst = subscribeToChanges((notice) => first.push(notice));
    const stopSecond = subscribeToChanges((notice) => second.push(notice));
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(FakeEventSource.current.url).toBe('/v1/api/changes');

    FakeEventSource.current.open();
    FakeEventSource.current.send('change', { resource: 'startups' });
    expect(first).toEqual([{ type: 'change', resource: 'startups' }]);
    expect(second).toEqual(first);

    stopFirst();
    expect(FakeEventSource.current.closed).toBe(false);
    stopSecond();
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
  });

  it('reconnects after a failure with a growing delay, and asks for a resync once back', () => {
    vi.useFakeTimers();
    const heard: ChangeNotice[] = [];
    const stop = subscribeToChanges((notice) => heard.push(notice));
    FakeEventSource.current.open();
    expect(heard).toEqual([]); // the first opening: the lists were just loaded

    FakeEventSource.current.fail();
    expect(FakeEventSource.opened[0]?.closed).toBe(true);
    vi.advanceTimersByTime(1_500); // 1 s ± a quarter
    expect(FakeEventSource.opened).toHaveLength(2);
    FakeEventSource.current.fail();
    vi.advanceTimersByTime(1_400);
    expect(FakeEventSource.opened).toHaveLength(2); // 2 s ± a quarter now
    vi.advanceTimersByTime(1_700);
    expect(FakeEventSource.opened).toHaveLength(3);

    FakeEventSource.current.open();
    expect(heard).toEqual([{ type: 'resync' }]);
    FakeEventSource.current.send('resync', {});
    expect(heard).toEqual([{ type: 'resync' }, { type: 'resync' }]);
    stop();
  });

  it('never waits longer than the maximum between attempts', () => {
    vi.useFakeTimers();
    const stop = subscribeToChanges(() => undefined);
    for (let attempt = 0; attempt < 10; attempt++) {
      const count = FakeEventSource.opened.length;
      FakeEventSource.current.fail();
      vi.advanceTimersByTime(RECONNECT_MAX_MS * 1.25);
      expect(FakeEventSource.opened).toHaveLength(count + 1);
    }
    stop();
  });

  it('ignores events it cannot read', () => {
    const heard: ChangeNotice[] = [];
    const stop = subscribeToChanges((notice) => heard.push(notice));
    FakeEventSource.current.dispatchEvent(new MessageEvent('change', { data: 'no es JSON' }));
    FakeEventSource.current.send('change', { other: 1 });
    expect(heard).toEqual([]);
    stop();
  });

  it('does nothing where the browser has no EventSource', () => {
    vi.unstubAllGlobals();
    expect(typeof EventSource).toBe('undefined');
    const stop = subscribeToChanges(() => undefined);
    expect(FakeEventSource.opened).toEqual([]);
    stop();
  });
});
