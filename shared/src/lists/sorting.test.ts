import { describe, expect, it } from 'vitest';
import { formatSort, nextSort, parseSort, sortRecords, type SortValue } from './sorting.ts';

type Row = { name: string; amount: number | null };
const KEYS = ['name', 'amount'] as const;
const valueOf = (row: Row, key: (typeof KEYS)[number]): SortValue => row[key];
const names = (rows: Row[]) => rows.map((row) => row.name);

describe('the sort order in the URL', () => {
  it('reads ?sort=key as ascending and ?sort=-key as descending', () => {
    expect(parseSort('name', KEYS)).toEqual({ key: 'name', direction: 'ascending' });
    expect(parseSort('-amount', KEYS)).toEqual({ key: 'amount', direction: 'descending' });
    expect(formatSort({ key: 'amount', direction: 'descending' })).toBe('-amount');
    expect(formatSort(null)).toBe('');
  });

  it('ignores what is no sortable column', () => {
    expect(parseSort('', KEYS)).toBeNull();
    expect(parseSort('-', KEYS)).toBeNull();
    expect(parseSort('price', KEYS)).toBeNull();
    expect(parseSort('--name', KEYS)).toBeNull();
  });

  it('a header sorts ascending first, then flips each time', () => {
    const first = nextSort(null, 'name');
    expect(first).toEqual({ key: 'name', direction: 'ascending' });
    const second = nextSort(first, 'name');
    expect(second).toEqual({ key: 'name', direction: 'descending' });
    expect(nextSort(second, 'name')).toEqual({ key: 'name', direction: 'ascending' });
    expect(nextSort(second, 'amount')).toEqual({ key: 'amount', direction: 'ascending' });
  });
});

describe('sortRecords', () => {
  it('compares names as Spanish text: accents and case do not split, digits count as numbers', () => {
    const rows = ['zeta', 'Ñandú', 'Árbol', 'nube', 'Lote 10', 'arce', 'Lote 9', 'Éxito'].map(
      (name) => ({ name, amount: 0 }),
    );
    expect(names(sortRecords(rows, { key: 'name', direction: 'ascending' }, valueOf))).toEqual([
      'Árbol',
      'arce',
      'Éxito',
      'Lote 9',
      'Lote 10',
      'nube',
      'Ñandú',
      'zeta',
    ]);
  });

  it('sorts numbers by value, empty values last in both directions', () => {
    const rows: Row[] = [
      { name: 'a', amount: 500 },
      { name: 'b', amount: null },
      { name: 'c', amount: 20 },
      { name: 'd', amount: 1000 },
    ];
    const asc = sortRecords(rows, { key: 'amount', direction: 'ascending' }, valueOf);
    expect(names(asc)).toEqual(['c', 'a', 'd', 'b']);
    const desc = sortRecords(rows, { key: 'amount', direction: 'descending' }, valueOf);
    expect(names(desc)).toEqual(['d', 'a', 'c', 'b']);
  });

  it('keeps the loaded order for equal values and without an order, and never sorts in place', () => {
    const rows: Row[] = [
      { name: 'primera', amount: 5 },
      { name: 'segunda', amount: 1 },
      { name: 'tercera', amount: 5 },
    ];
    const desc = sortRecords(rows, { key: 'amount', direction: 'descending' }, valueOf);
    expect(names(desc)).toEqual(['primera', 'tercera', 'segunda']);
    expect(names(sortRecords(rows, null, valueOf))).toEqual(['primera', 'segunda', 'tercera']);
    expect(names(rows)).toEqual(['primera', 'segunda', 'tercera']);
  });
});
