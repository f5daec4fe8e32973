import { describe, expect, it } from 'vitest';
import { FIRST_RETRY_MS, LONGEST_RETRY_MS, retryFailedListAfter } from './retry-failed-list.ts';

describe('retryFailedListAfter', () => {
  it('retries a failed list later and later, up to a ceiling', () => {
    expect(retryFailedListAfter(0)).toBe(FIRST_RETRY_MS);
    expect(retryFailedListAfter(1)).toBe(FIRST_RETRY_MS * 2);
    expect(retryFailedListAfter(2)).toBe(FIRST_RETRY_MS * 4);
    expect(retryFailedListAfter(59)).toBe(LONGEST_RETRY_MS);
  });
});
