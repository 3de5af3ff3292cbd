import { formatCalendarDate } from '../../../domain/calendar-date';

/**
 * The day a review was written, as its UTC calendar day ("December 1, 2026"): the prerendered page
 * and every browser show the same words, whatever the reader's time zone.
 */
export function reviewDay(isoDateTime: string): string {
  return formatCalendarDate(isoDateTime.slice(0, 10)) ?? isoDateTime;
}
