/** Dates as the shopper reads them: US long format ("March 5, 2026") in the shopper's time zone. */
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long' });

export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Reads an ISO date or date-time. A bare calendar date names a day, not an instant, so it is read
 * in the shopper's own time zone (as an instant at UTC midnight it would show the day before in the
 * Americas).
 */
export function parseIsoDate(value: string): Date | undefined {
  const calendar = CALENDAR_DATE.exec(value.trim());
  const date = calendar
    ? new Date(Number(calendar[1]), Number(calendar[2]) - 1, Number(calendar[3]))
    : new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** The long date of an ISO date or date-time, or the text itself when it is not a date. */
export function formatIsoDate(value: string): string {
  const date = parseIsoDate(value);
  return date ? formatLongDate(date) : value;
}
