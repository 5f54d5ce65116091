/** Cells a spreadsheet would run as a formula start with one of these; they get a leading apostrophe. */
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: always quoted, quotes doubled, formula starts neutralised (OWASP CSV injection). */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return `"${text.replaceAll('"', '""')}"`;
}

/** One CSV line (CRLF, as RFC 4180). */
export const csvLine = (cells: readonly unknown[]): string => `${cells.map(csvCell).join(',')}\r\n`;
