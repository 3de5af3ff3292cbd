import ICAL from 'ical.js';
import { FeedError } from './feed-error.js';
import type { RawFeedItem } from './types.js';

/** Reads the VEVENTs of an iCalendar feed (RFC 5545). Throws `FeedError` when it is not one. */
export function parseICal(text: string): RawFeedItem[] {
  let calendar: InstanceType<typeof ICAL.Component>;
  try {
    calendar = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new FeedError(
      `Not a valid iCalendar feed: ${error instanceof Error ? error.message : String(error)}`,
    );
  }
  if (calendar.name !== 'vcalendar') throw new FeedError('Not an iCalendar feed: no VCALENDAR.');
  return calendar.getAllSubcomponents('vevent').map(readEvent);
}

function readEvent(event: InstanceType<typeof ICAL.Component>): RawFeedItem {
  return {
    id: textValue(event, 'uid'),
    title: textValue(event, 'summary'),
    description: textValue(event, 'description'),
    link: textValue(event, 'url'),
    startsAt: startOf(event),
    location: textValue(event, 'location'),
    categories: event
      .getAllProperties('categories')
      .flatMap((property) => property.getValues())
      .filter((value): value is string => typeof value === 'string'),
  };
}

/** A property's text, or undefined when it is absent or malformed (one bad line drops a field, not the feed). */
function textValue(event: InstanceType<typeof ICAL.Component>, name: string): string | undefined {
  try {
    const value = event.getFirstPropertyValue(name);
    return typeof value === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * DTSTART as ISO 8601: a date for all-day events, a UTC or offset date-time when the zone is known,
 * and a local date-time when the feed gives none ("floating", the same wall-clock time everywhere).
 */
function startOf(event: InstanceType<typeof ICAL.Component>): string | undefined {
  try {
    const property = event.getFirstProperty('dtstart');
    const time = property?.getFirstValue();
    if (!(time instanceof ICAL.Time)) return undefined;
    const local = time.toString();
    if (time.isDate || local.endsWith('Z')) return local;
    const tzid = property?.getParameter('tzid');
    const offset = typeof tzid === 'string' ? offsetIn(tzid, time) : undefined;
    return offset ? `${local}${offset}` : local;
  } catch {
    return undefined;
  }
}

/**
 * The UTC offset ("-04:00") of a wall-clock time in an IANA zone, from the platform's time zone
 * data: feeds name zones such as America/New_York and often omit the VTIMEZONE that ical.js needs.
 */
function offsetIn(tzid: string, time: InstanceType<typeof ICAL.Time>): string | undefined {
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: tzid,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
  } catch {
    return undefined;
  }
  const wallAsUtc = Date.UTC(time.year, time.month - 1, time.day, time.hour, time.minute, time.second);
  const offsetAt = (instant: number) => {
    const parts = Object.fromEntries(
      format.formatToParts(instant).map((part) => [part.type, Number(part.value)]),
    );
    const shown = Date.UTC(
      parts.year ?? 0,
      (parts.month ?? 1) - 1,
      parts.day ?? 1,
      parts.hour ?? 0,
      parts.minute ?? 0,
      parts.second ?? 0,
    );
    return shown - instant;
  };
  // Twice, so a time just after a daylight-saving change gets the offset in force at that time.
  const guess = offsetAt(wallAsUtc);
  const offsetMs = offsetAt(wallAsUtc - guess);
  const minutes = Math.round(offsetMs / 60_000);
  const sign = minutes < 0 ? '-' : '+';
  const hours = String(Math.floor(Math.abs(minutes) / 60)).padStart(2, '0');
  return `${sign}${hours}:${String(Math.abs(minutes) % 60).padStart(2, '0')}`;
}
