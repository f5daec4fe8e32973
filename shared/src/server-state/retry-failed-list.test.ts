import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, retryFailedListAfter } from './retry-failed-list.ts';

const query = (status: string, errorUpdateCount: number) => ({
  state: { status, errorUpdateCount },
});

describe('retryFailedListAfter', () => {
  it('never reloads a list that loaded', () => {
    expect(retryFailedListAfter(query('success', 3))).toBe(false);
    expect(retryFailedListAfter(query('pending', 0))).toBe(false);
  });

  it('retries a failed list later and later, up to a ceiling', () => {
    expect(retryFailedListAfter(query('error', 1))).toBe(FIRST_RETRY_MS);
    expect(retryFailedListAfter(query('error', 2))).toBe(FIRST_RETRY_MS * 2);
    expect(retryFailedListAfter(query('error', 3))).toBe(FIRST_RETRY_MS * 4);
    expect(retryFailedListAfter(query('error', 60))).toBe(LONGEST_RETRY_MS);
  });
});
