import { describe, expect, it } from 'vitest';
import { graphemeLength, isWellFormedText, sliceGraphemes } from './text-length.ts';

describe('graphemeLength', () => {
  it.each([
    ['', 0],
    ['Kavak', 5],
    ['São Paulo', 9],
    ['e\u0301', 1], // e + combining acute accent
    ['🇲🇽', 1], // two regional indicators
    ['👩‍💻', 1], // woman + ZWJ + laptop
    ['👨‍👩‍👧‍👦 y 😀', 5],
  ])('counts %j as %i characters', (text, count) => {
    expect(graphemeLength(text)).toBe(count);
  });
});

describe('sliceGraphemes', () => {
  it('keeps whole characters up to the limit', () => {
    expect(sliceGraphemes('🇲🇽🇦🇷🇨🇴', 2)).toBe('🇲🇽🇦🇷');
    expect(sliceGraphemes('ae\u0301b', 2)).toBe('ae\u0301');
    expect(sliceGraphemes('corto', 10)).toBe('corto');
    expect(sliceGraphemes('algo', 0)).toBe('');
  });
});

describe('isWellFormedText', () => {
  it('refuses half a surrogate pair and accepts whole ones', () => {
    expect(isWellFormedText('😀 Kavak')).toBe(true);
    expect(isWellFormedText('\uD83D')).toBe(false);
    expect(isWellFormedText('a\uDE00')).toBe(false);
  });
});
