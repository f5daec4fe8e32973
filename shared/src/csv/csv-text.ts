// CSV as spreadsheets read and write it (docs/product.md, CSV). A few lines of RFC 4180 instead of
// a parser library: nothing new to share between the federated apps, and every rule is tested here.

/** Spreadsheets (Excel above all) read a file as UTF-8, accents included, only with this mark. */
export const UTF8_BOM = '\uFEFF';

// A cell a spreadsheet would run as a formula (CSV injection, OWASP): =, +, -, @, tab, CR.
const FORMULA_START = /^[=+\-@\t\r]/;
// A neutralised cell as it comes back: the quote added on export, before one of those characters.
const NEUTRALISED = /^'[=+\-@\t\r]/;

/** A cell that would start a formula is prefixed with a single quote, so it stays text. */
export const neutraliseCell = (cell: string) => (FORMULA_START.test(cell) ? `'${cell}` : cell);

/** Quoted only when it must be (RFC 4180): a comma, a semicolon, a quote or a line break inside. */
const quoteCell = (cell: string) =>
  /[",;\r\n]/.test(cell) ? `"${cell.replaceAll('"', '""')}"` : cell;

/** The file's text: BOM, comma-separated, CRLF line ends (RFC 4180), every cell neutralised. */
export function writeCsv(rows: readonly (readonly string[])[]): string {
  const lines = rows.map((row) => row.map((cell) => quoteCell(neutraliseCell(cell))).join(','));
  return `${UTF8_BOM}${lines.map((line) => `${line}\r\n`).join('')}`;
}

/**
 * A separator outside quotes in the first line: a spreadsheet in Spanish saves with ';' (the comma
 * is its decimal mark), ours and most others with ','.
 */
function separatorOf(text: string): ',' | ';' {
  let quoted = false;
  for (const char of text) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && (char === ',' || char === ';')) return char;
    else if (!quoted && (char === '\n' || char === '\r')) break;
  }
  return ',';
}

/**
 * The rows of a CSV file's text (RFC 4180: quoted cells may hold separators, quotes doubled, and
 * line breaks; CRLF or LF). The BOM is dropped, blank lines skipped, and a cell neutralised on
 * export gets its own text back.
 */
export function readCsv(text: string): string[][] {
  const source = text.startsWith(UTF8_BOM) ? text.slice(1) : text;
  const separator = separatorOf(source);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const endCell = () => {
    row.push(NEUTRALISED.test(cell) ? cell.slice(1) : cell);
    cell = '';
  };
  const endRow = () => {
    endCell();
    if (row.some((value) => value !== '')) rows.push(row);
    row = [];
  };
  for (let index = 0; index < source.length; index++) {
    const char = source.charAt(index);
    if (quoted) {
      if (char !== '"') cell += char;
      else if (source.charAt(index + 1) === '"') {
        cell += '"';
        index++;
      } else quoted = false;
    } else if (char === '"') quoted = true;
    else if (char === separator) endCell();
    else if (char === '\n') endRow();
    else if (char === '\r') {
      if (source.charAt(index + 1) !== '\n') endRow(); // a lone CR ends a line too
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) endRow();
  return rows;
}
