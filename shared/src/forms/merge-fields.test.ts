import { describe, expect, test } from 'vitest';
import { mergeFields } from './merge-fields.ts';

const keys = ['name', 'location', 'category'] as const;
const opened = { name: 'Kavak', location: 'Lima, Perú', category: 'SaaS' };

describe('mergeFields', () => {
  test('a field only the other person changed is taken; one only the user changed is kept', () => {
    const mine = { ...opened, name: 'Kavak Perú' };
    const theirs = { ...opened, location: 'Cusco, Perú' };
    expect(mergeFields(keys, opened, mine, theirs)).toEqual({
      taken: ['location'],
      conflicting: [],
    });
  });

  test('a field both changed to different values is a conflict; to the same value it is not', () => {
    const mine = { ...opened, name: 'Kavak A', category: 'IoT' };
    const theirs = { ...opened, name: 'Kavak B', category: 'IoT' };
    expect(mergeFields(keys, opened, mine, theirs)).toEqual({
      taken: [],
      conflicting: ['name'],
    });
  });

  test('nothing changed on their side: nothing to take, nothing to choose', () => {
    const mine = { ...opened, location: 'Quito, Ecuador' };
    expect(mergeFields(keys, opened, mine, opened)).toEqual({ taken: [], conflicting: [] });
  });
});
