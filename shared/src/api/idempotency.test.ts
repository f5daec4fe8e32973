import { afterEach, describe, expect, it, vi } from 'vitest';
import { idempotencyHeaders, newIdempotencyKey } from './idempotency.ts';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => vi.unstubAllGlobals());

describe('newIdempotencyKey', () => {
  it('is a new UUID v4 every time', () => {
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    keys.forEach((key) => expect(key).toMatch(UUID_V4));
    expect(new Set(keys).size).toBe(50);
  });

  it('is one too where crypto.randomUUID is missing (a page over plain http)', () => {
    vi.stubGlobal('crypto', { getRandomValues: crypto.getRandomValues.bind(crypto) });
    const keys = Array.from({ length: 50 }, newIdempotencyKey);
    keys.forEach((key) => expect(key).toMatch(UUID_V4));
    expect(new Set(keys).size).toBe(50);
  });
});

it('idempotencyHeaders names the header of the contract', () => {
  expect(idempotencyHeaders({ idempotencyKey: 'k-1' })).toEqual({ 'Idempotency-Key': 'k-1' });
});
