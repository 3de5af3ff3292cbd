/** Plain-text output: aligned tables and lines on stdout (no colours, so logs stay readable). */
import process from 'node:process';

export function print(line = '') {
  process.stdout.write(`${line}\n`);
}

/** Columns are [{ title, align?: 'right' }]; rows are arrays of cell strings. */
export function printTable(columns, rows) {
  const widths = columns.map((column, index) =>
    Math.max(column.title.length, ...rows.map((row) => String(row[index]).length)),
  );
  const cell = (value, index) =>
    columns[index].align === 'right'
      ? String(value).padStart(widths[index])
      : String(value).padEnd(widths[index]);
  print(columns.map((column, index) => cell(column.title, index)).join('  '));
  print(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) print(row.map(cell).join('  ').trimEnd());
}

export const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
export const ms = (value) => (value == null ? 'n/a' : `${Math.round(value)} ms`);
/** A ratio as the bench prints it: "1.37x", or n/a. */
export const times = (value) => (value == null ? 'n/a' : `${value.toFixed(2)}x`);
export const shown = (value) => (value == null ? 'n/a' : String(value));
