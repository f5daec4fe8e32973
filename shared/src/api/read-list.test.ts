import { describe, expect, it } from 'vitest';
import { readListData, UNEXPECTED_LIST_ANSWER } from './read-list.ts';

describe('readListData', () => {
  it('returns the data array', () => {
    expect(readListData<number>({ data: [1, 2] })).toEqual([1, 2]);
  });

  it.each([['<!doctype html>'], [null], [{}], [{ data: 'x' }]])(
    'turns %j into an error the banner can show',
    (body) => {
      expect(() => readListData(body)).toThrow(UNEXPECTED_LIST_ANSWER);
    },
  );
});
