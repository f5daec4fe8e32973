import { describe, expect, it } from 'vitest';
import { neutraliseCell, readCsv, UTF8_BOM, writeCsv } from './csv-text.ts';

describe('writeCsv', () => {
  it('starts with the UTF-8 BOM and ends every line with CRLF, accents as they are', () => {
    const text = writeCsv([
      ['Nombre', 'Ubicación'],
      ['Energía Solar', 'Cusco'],
    ]);
    expect(text).toBe(`${UTF8_BOM}Nombre,Ubicación\r\nEnergía Solar,Cusco\r\n`);
    // The bytes a spreadsheet sees: EF BB BF, then 'í' as two UTF-8 bytes.
    const bytes = new TextEncoder().encode(text);
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  });

  it('quotes cells with a comma, a semicolon, a quote or a line break, doubling the quotes', () => {
    expect(writeCsv([['Lima, Perú', 'a;b', 'Dijo "hola"', 'dos\nlíneas', 'simple']])).toBe(
      `${UTF8_BOM}"Lima, Perú","a;b","Dijo ""hola""","dos\nlíneas",simple\r\n`,
    );
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const cell of ['=1+1', '+34', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(neutraliseCell(cell)).toBe(`'${cell}`);
    }
    expect(neutraliseCell('Normal = texto')).toBe('Normal = texto');
    expect(writeCsv([['=HYPERLINK("http://x","y")']])).toBe(
      `${UTF8_BOM}"'=HYPERLINK(""http://x"",""y"")"\r\n`,
    );
  });
});

describe('readCsv', () => {
  it('reads back what writeCsv wrote, formulas and all, without the BOM', () => {
    const rows = [
      ['Nombre', 'Descripción'],
      ['Saúde Conecta', 'Dijo "sí", luego\r\nse fue'],
      ['=1+1', '-menos'],
      ['', 'celda vacía primero'],
    ];
    expect(readCsv(writeCsv(rows))).toEqual(rows);
  });

  it('reads LF line ends, a semicolon-separated file and skips blank lines', () => {
    expect(readCsv('Nombre;Sector\n"Mi ""app""";FinTech\n\n"x;y";Other')).toEqual([
      ['Nombre', 'Sector'],
      ['Mi "app"', 'FinTech'],
      ['x;y', 'Other'],
    ]);
    expect(readCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });

  it('keeps empty cells, so the columns stay in place', () => {
    expect(readCsv('a,b,c\n,2,\n')).toEqual([
      ['a', 'b', 'c'],
      ['', '2', ''],
    ]);
  });
});
