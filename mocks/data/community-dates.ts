/**
 * Dates of the seeded community lists, relative to the day the mock backend starts, so the lists
 * always look current: events are weeks ahead, entries were added over the last weeks.
 */
const DAY_MS = 86_400_000;

function isoDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** `YYYY-MM-DD`, `days` days from today (UTC). */
export function dateInDays(days: number, today = new Date()): string {
  return isoDay(new Date(today.getTime() + days * DAY_MS));
}

/**
 * A local ("floating") date-time, `YYYY-MM-DDTHH:MM:00`, as iCal feeds without a time zone give
 * it: 6:30 PM is 6:30 PM wherever the reader is.
 */
export function dateTimeInDays(days: number, time: string, today = new Date()): string {
  return `${dateInDays(days, today)}T${time}:00`;
}

/** A moment `days` days (fractions allowed) before `now`. */
export function daysAgo(days: number, now = new Date()): Date {
  return new Date(now.getTime() - days * DAY_MS);
}
