/**
 * CSV as RFC 4180 writes it (fields with a comma, quote or line break in quotes, quotes doubled,
 * CRLF line ends), made safe to open in a spreadsheet: a cell that starts with `=`, `+`, `-`, `@`,
 * a tab or a carriage return would be read as a formula, so it gets a leading `'` (OWASP's advice
 * on CSV injection). A subscriber's consent text or address is the shopper's own input.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: string): string {
  const guarded = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

export function csvText(rows: ReadonlyArray<readonly string[]>): string {
  return rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');
}
