import { describe, expect, it } from 'vitest';
import { ListCache } from '../../src/cache/list-cache.ts';
import {
  createTableChanges,
  type TableChangeListener,
  type TableChanges,
} from '../../src/db/table-changes.ts';

/** A change feed the test drives by hand: connect, lose, report a write. */
function manualChanges() {
  let emit: TableChangeListener = () => undefined;
  const changes: TableChanges = createTableChanges((sink) => {
    emit = sink;
    return () => Promise.resolve();
  });
  return {
    changes,
    connect: () => emit({ type: 'connected' }),
    lose: () => emit({ type: 'disconnected' }),
    write: (table: string) => emit({ type: 'changed', table }),
  };
}

/** A loader that counts its calls and answers `version` as the body. */
function loader(version = 'v1') {
  const loads = { count: 0, version };
  const load = () => {
    loads.count += 1;
    return Promise.resolve(Buffer.from(loads.version));
  };
  return { loads, load };
}

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve: (value: T) => void = () => undefined;
  const promise = new Promise<T>((settle) => (resolve = settle));
  return { promise, resolve };
}

const text = (answer: { body: Buffer }) => answer.body.toString();

describe('ListCache', () => {
  it('serves a stored body while the change feed is live, and nothing before', async () => {
    const feed = manualChanges();
    const cache = new ListCache(feed.changes);
    const { loads, load } = loader();

    expect(await cache.get('startups', 'q', load)).toMatchObject({ hit: false });
    expect(await cache.get('startups', 'q', load)).toMatchObject({ hit: false });
    expect([loads.count, cache.size]).toEqual([2, 0]);

    feed.connect();
    expect(await cache.get('startups', 'q', load)).toMatchObject({ hit: false });
    const hit = await cache.get('startups', 'q', load);
    expect([hit.hit, text(hit), loads.count]).toEqual([true, 'v1', 3]);
  });

  it('drops a table on its writes only, and ignores tables it does not cache', async () => {
    const feed = manualChanges();
    const cache = new ListCache(feed.changes);
    feed.connect();
    const startups = loader('s1');
    const technologies = loader('t1');
    await cache.get('startups', 'q', startups.load);
    await cache.get('technologies', 'q', technologies.load);

    feed.write('schema_migrations');
    feed.write('technologies');
    technologies.loads.version = 't2';
    expect(await cache.get('startups', 'q', startups.load)).toMatchObject({ hit: true });
    const fresh = await cache.get('technologies', 'q', technologies.load);
    expect([fresh.hit, text(fresh)]).toEqual([false, 't2']);

    startups.loads.version = 's2';
    cache.invalidate('startups');
    expect(text(await cache.get('startups', 'q', startups.load))).toBe('s2');
  });

  it('serves nothing while the feed is lost, and drops everything once it is back', async () => {
    const feed = manualChanges();
    const cache = new ListCache(feed.changes);
    feed.connect();
    const { loads, load } = loader('before');
    await cache.get('startups', 'q', load);

    feed.lose(); // a write may now go unreported
    loads.version = 'after';
    expect(text(await cache.get('startups', 'q', load))).toBe('after');
    expect(await cache.get('startups', 'q', load)).toMatchObject({ hit: false });
    expect(cache.size).toBe(0);

    feed.connect();
    expect(await cache.get('startups', 'q', load)).toMatchObject({ hit: false });
    expect(await cache.get('startups', 'q', load)).toMatchObject({ hit: true });
  });

  it('does not store a read that began before a write and ended after it', async () => {
    const feed = manualChanges();
    const cache = new ListCache(feed.changes);
    feed.connect();
    const slow = deferred<Buffer>();
    const reading = cache.get('startups', 'q', () => slow.promise);

    cache.invalidate('startups'); // a write settles while the read is in flight
    slow.resolve(Buffer.from('from before the write'));
    expect(text(await reading)).toBe('from before the write'); // its own caller may have it

    const { loads, load } = loader('after the write');
    expect(text(await cache.get('startups', 'q', load))).toBe('after the write');
    expect(loads.count).toBe(1);
  });

  it('does the same for a read in flight while the feed is lost and found again', async () => {
    const feed = manualChanges();
    const cache = new ListCache(feed.changes);
    feed.connect();
    const slow = deferred<Buffer>();
    const reading = cache.get('startups', 'q', () => slow.promise);
    feed.lose();
    feed.connect();
    slow.resolve(Buffer.from('old'));
    await reading;
    expect(cache.size).toBe(0);
  });

  it('shares one database read between concurrent misses, never across a write', async () => {
    const feed = manualChanges();
    const cache = new ListCache(feed.changes);
    feed.connect();
    const slow = deferred<Buffer>();
    let loads = 0;
    const load = () => {
      loads += 1;
      return slow.promise;
    };
    const first = cache.get('startups', 'q', load);
    const second = cache.get('startups', 'q', load);
    expect(loads).toBe(1);

    cache.invalidate('startups');
    const afterWrite = cache.get('startups', 'q', () => Promise.resolve(Buffer.from('new')));
    slow.resolve(Buffer.from('old'));
    expect((await Promise.all([first, second, afterWrite])).map(text)).toEqual([
      'old',
      'old',
      'new',
    ]);
    expect(text(await cache.get('startups', 'q', load))).toBe('new');
  });

  it('keys each query apart', async () => {
    const feed = manualChanges();
    const cache = new ListCache(feed.changes);
    feed.connect();
    for (const query of ['a', 'b', 'c']) {
      await cache.get('startups', query, () => Promise.resolve(Buffer.from(query)));
    }
    await cache.get('technologies', 'a', () => Promise.resolve(Buffer.from('technology a')));
    const never = () => Promise.reject(new Error('should have been a hit'));
    for (const query of ['a', 'b', 'c']) {
      expect(text(await cache.get('startups', query, never))).toBe(query);
    }
    expect(text(await cache.get('technologies', 'a', never))).toBe('technology a');
  });

  it('keeps at most maxEntries, dropping the least recently used', async () => {
    const feed = manualChanges();
    const cache = new ListCache(feed.changes, { maxEntries: 3 });
    feed.connect();
    const get = (query: string) =>
      cache.get('startups', query, () => Promise.resolve(Buffer.from(query)));
    for (const query of ['a', 'b', 'c']) await get(query);
    await get('a'); // used again: 'b' is now the least recently used
    await get('d');
    const hits = [];
    for (const query of ['a', 'c', 'd']) hits.push((await get(query)).hit);
    expect(hits).toEqual([true, true, true]);
    expect((await get('b')).hit).toBe(false);

    for (let i = 0; i < 500; i += 1) await get(`search ${i}`);
    expect(cache.size).toBe(3);
  });

  it('keeps at most maxBytes, and never a body larger than that', async () => {
    const feed = manualChanges();
    const cache = new ListCache(feed.changes, { maxEntries: 100, maxBytes: 1_000 });
    feed.connect();
    const bytes = (size: number) => () => Promise.resolve(Buffer.alloc(size));
    for (let i = 0; i < 10; i += 1) await cache.get('startups', `q${i}`, bytes(300));
    expect(cache.bytes).toBeLessThanOrEqual(1_000);
    expect(cache.size).toBe(3);

    await cache.get('startups', 'huge', bytes(1_001));
    expect((await cache.get('startups', 'huge', bytes(1_001))).hit).toBe(false);
    expect(cache.size).toBe(3);
  });

  it('stops following the feed when closed', async () => {
    const feed = manualChanges();
    const cache = new ListCache(feed.changes);
    feed.connect();
    cache.close();
    expect(feed.changes.live).toBe(false); // its only subscriber left: the feed stopped
    const { load } = loader();
    await cache.get('startups', 'q', load);
    expect((await cache.get('startups', 'q', load)).hit).toBe(false);
  });
});
