/**
 * Dates as the shopper reads them: US long format ("November 1, 2026"). Two kinds of date reach the
 * page, and each is read its own way:
 *
 * - a **calendar date** ("2026-11-01": Sanity's `date` fields, an all-day event) or a **floating
 *   date-time** ("2026-11-01T18:30:00": a feed's wall-clock time, 6:30 PM wherever the reader is)
 *   names a day. It is shown as that day, with no time zone in between, so a prerendered page reads
 *   the same on the build machine and in every browser;
 * - an **instant** (a date-time ending in `Z` or an offset) is a moment, whose day depends on where
 *   the shopper is: it is read in the shopper's time zone, so only code that runs in the browser
 *   may show one (lists read once the page is interactive, never prerendered).
 */

/** `YYYY-MM-DD`, optionally followed by a wall-clock time without a zone. */
const DAY_AND_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
/** A date-time that names its zone: `Z`, `+05:30`, `-0400`. */
const ZONED = /^\d{4}-\d{2}-\d{2}T.*(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The months as en-US long dates name them. Written out rather than with Intl.DateTimeFormat, whose
 * first use costs a phone about 40 ms of main thread (money.ts does the same for prices).
 */
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

const pad = (value: number) => String(value).padStart(2, '0');

/** Whether `year-month-day` is a day of the calendar (not 2026-02-30). */
function isDay(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The day and wall-clock time a Date shows on this machine's clock, as `YYYY-MM-DDTHH:MM:SS`. */
function localDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/** The shopper's today, `YYYY-MM-DD`, on their own clock. */
export function shopperToday(now: Date = new Date()): string {
  return localDateTime(now).slice(0, 10);
}

/**
 * When a date or date-time happens on the shopper's clock, as text that sorts in time order:
 * `YYYY-MM-DD` for a calendar date (before any time of that day), `YYYY-MM-DDTHH:MM:SS` for a
 * floating date-time (as written) or an instant (in the shopper's time zone). Undefined when the
 * text is not an ISO date.
 */
export function shopperDateTime(value: string): string | undefined {
  const text = value.trim();
  if (ZONED.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? undefined : localDateTime(instant);
  }
  const parts = DAY_AND_TIME.exec(text);
  if (!parts) return undefined;
  const [year, month, day, hours, minutes, seconds] = parts.slice(1).map(Number) as number[];
  if (!isDay(year!, month!, day!)) return undefined;
  const date = `${parts[1]}-${parts[2]}-${parts[3]}`;
  if (parts[4] === undefined) return date;
  if (hours! > 23 || minutes! > 59 || (seconds ?? 0) > 59) return undefined;
  return `${date}T${parts[4]}:${parts[5]}:${parts[6] ?? '00'}`;
}

/** The day (`YYYY-MM-DD`) a date or date-time falls on for the shopper (see `shopperDateTime`). */
export function shopperDay(value: string): string | undefined {
  return shopperDateTime(value)?.slice(0, 10);
}

/** "November 1, 2026" for the calendar date "2026-11-01", the same in every time zone. */
export function formatCalendarDate(day: string): string | undefined {
  const parts = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day.trim());
  if (!parts) return undefined;
  const [year, month, date] = parts.slice(1).map(Number) as [number, number, number];
  return isDay(year, month, date) ? `${MONTHS[month - 1]} ${date}, ${year}` : undefined;
}

/**
 * The long date of an ISO date or date-time (an instant's in the shopper's time zone: browser code
 * only), or the text itself when it is not one ("Every first Saturday").
 */
export function formatIsoDate(value: string): string {
  const day = shopperDay(value);
  return (day && formatCalendarDate(day)) ?? value;
}
