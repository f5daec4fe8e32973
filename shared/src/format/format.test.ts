import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatUsd } from './currency.ts';
import { formatDateOnly, formatDateTime, toDateInputValue } from './date.ts';

const originalTz = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalTz;
});

describe('formatDateOnly', () => {
  it.each(['America/Mexico_City', 'Asia/Tokyo', 'UTC', 'Pacific/Kiritimati', 'Pacific/Pago_Pago'])(
    'shows the same calendar day in %s',
    (zone) => {
      process.env.TZ = zone;
      expect(formatDateOnly('2020-01-15')).toBe('15 ene 2020');
      expect(formatDateOnly('2023-12-31')).toBe('31 dic 2023');
      expect(formatDateOnly('2024-03-01T00:00:00.000Z')).toBe('1 mar 2024');
    },
  );

  it('really runs in another time zone (the naive way would be off by one there)', () => {
    process.env.TZ = 'America/Mexico_City';
    expect(new Date('2020-01-15').getDate()).toBe(14);
  });

  it("shows '-' for a missing or unreadable date", () => {
    expect(formatDateOnly(null)).toBe('-');
    expect(formatDateOnly(undefined)).toBe('-');
    expect(formatDateOnly('')).toBe('-');
    expect(formatDateOnly('mañana')).toBe('-');
  });
});

describe('formatDateTime', () => {
  it('shows the date and the time in es-MX, in the reader’s time zone', async () => {
    // The formatter takes the time zone when the module loads, as in a browser.
    process.env.TZ = 'America/Mexico_City';
    vi.resetModules();
    const fresh = await import('./date.ts');
    const text = fresh.formatDateTime('2025-03-10T18:05:00Z');
    expect(text).toContain('10 mar 2025');
    expect(text).toMatch(/12:05/);
  });

  it("shows '-' when there is no timestamp", () => {
    expect(formatDateTime(null)).toBe('-');
  });
});

describe('toDateInputValue', () => {
  it('cuts a date or timestamp to its date part', () => {
    expect(toDateInputValue('2020-01-15T10:00:00.000Z')).toBe('2020-01-15');
    expect(toDateInputValue('2020-01-15')).toBe('2020-01-15');
    expect(toDateInputValue(null)).toBe('');
  });
});

describe('formatUsd', () => {
  it('formats US dollars in es-MX with no decimals', () => {
    // Intl puts a no-break space after the currency code.
    expect(formatUsd(1500000)).toMatch(/^USD\s1,500,000$/);
    expect(formatUsd(2500.75)).toMatch(/^USD\s2,501$/);
    expect(formatUsd(0)).toMatch(/^USD\s0$/);
  });

  it("shows '-' for no amount", () => {
    expect(formatUsd(null)).toBe('-');
  });
});
