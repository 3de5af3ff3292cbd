/**
 * The community lists (health events, caregiver resources, support groups) as the pages see them.
 * The lists are stored in Firestore; its adapter reshapes each document into these types, so the
 * schemas here are the contract for that adapter and for the community page.
 */
import * as z from 'zod/mini';
import { shopperDateTime } from './calendar-date';
import { safeHref } from './safe-href';

const optionalText = z.optional(z.string());

/** The Firestore collections of the three lists, written only by the refresh Functions. */
export type CommunityListName = 'health_events' | 'caregiver_resources' | 'support_groups';

/** Each list shows its newest entries only. */
export const COMMUNITY_LIST_LIMIT = 12;

export const healthEventTypeSchema = z.enum(['screening', 'workshop', 'other']);
export type HealthEventType = z.infer<typeof healthEventTypeSchema>;

export const healthEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: optionalText,
  eventType: healthEventTypeSchema,
  /** An ISO 8601 date (YYYY-MM-DD) or date-time. */
  eventDate: optionalText,
  location: optionalText,
  sourceUrl: optionalText,
  createdAt: z.string(),
});
export type HealthEvent = z.infer<typeof healthEventSchema>;

export const caregiverResourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: optionalText,
  resourceType: optionalText,
  location: optionalText,
  contactInfo: optionalText,
  websiteUrl: optionalText,
  createdAt: z.string(),
});
export type CaregiverResource = z.infer<typeof caregiverResourceSchema>;

export const supportGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: optionalText,
  conditionFocus: optionalText,
  /** How the group meets, e.g. "virtual" or "in person". */
  meetingFormat: optionalText,
  meetingSchedule: optionalText,
  location: optionalText,
  contactInfo: optionalText,
  websiteUrl: optionalText,
  createdAt: z.string(),
});
export type SupportGroup = z.infer<typeof supportGroupSchema>;

/** What one card of a community list shows, whichever list it comes from. */
export interface CommunityCard {
  id: string;
  title: string;
  description?: string;
  /** ISO date or date-time, formatted by the card. */
  date?: string;
  /** Extra timing in words, e.g. a support group's "Every Tuesday, 7 PM". */
  schedule?: string;
  location?: string;
  /** The kind of entry: an event's type, a resource's type or a group's meeting format. */
  kind?: string;
  /** What the entry is about, e.g. a support group's condition focus. */
  focus?: string;
  contact?: string;
  /** An http(s) address only, since it opens in a new tab. */
  website?: string;
}

const hasWord = (text: string, word: string) => new RegExp(`\\b${word}\\b`, 'i').test(text);
const isBlank = (text: string | undefined) => !text || text.trim() === '';

/**
 * Automatically gathered events are only listed when a shopper could act on them: a date, a
 * description, and one settled place. "Brooklyn or Queens" or "TBD" means the place is not settled
 * yet. "or" is matched as a whole word so that places such as "Portland" or "New York" stay listed.
 */
export function isListableEvent(event: HealthEvent): boolean {
  if (isBlank(event.eventDate) || isBlank(event.description) || isBlank(event.location)) return false;
  const location = event.location ?? '';
  return !hasWord(location, 'or') && !hasWord(location, 'TBD');
}

export function filterListableEvents(events: readonly HealthEvent[]): HealthEvent[] {
  return events.filter(isListableEvent);
}

/**
 * The events a shopper can still go to, in the order they plan by: the listable ones on `today`
 * (the shopper's `YYYY-MM-DD`) or later, soonest first (an all-day event before the timed ones of
 * its day; events at the same time keep the list's order, newest added first). An event whose day
 * has passed is left out: no one can act on it any more. One whose date cannot be read as a date
 * (an editor's "Every first Saturday") cannot be placed in time: it follows the dated ones.
 */
export function upcomingEvents(events: readonly HealthEvent[], today: string): HealthEvent[] {
  const timed = filterListableEvents(events).map((event) => ({
    event,
    when: shopperDateTime(event.eventDate ?? ''),
  }));
  const dated = timed
    .filter(({ when }) => when !== undefined && when.slice(0, 10) >= today)
    .sort((a, b) => (a.when! < b.when! ? -1 : a.when! > b.when! ? 1 : 0));
  const undated = timed.filter(({ when }) => when === undefined);
  return [...dated, ...undated].map(({ event }) => event);
}

const eventTypeLabels: Record<HealthEventType, string> = {
  screening: 'Screening',
  workshop: 'Workshop',
  other: 'Community event',
};

/** A link that opens in a new tab must lead to a web page, never to a script or a file. */
function websiteHref(value: string | undefined): string | undefined {
  const href = safeHref(value);
  return href && /^https?:\/\//i.test(href) ? href : undefined;
}

function capitalize(text: string | undefined): string | undefined {
  const trimmed = text?.trim();
  return trimmed ? trimmed.charAt(0).toUpperCase() + trimmed.slice(1) : undefined;
}

export function healthEventCard(event: HealthEvent): CommunityCard {
  return {
    id: event.id,
    title: event.title,
    description: event.description,
    date: event.eventDate,
    location: event.location,
    kind: eventTypeLabels[event.eventType],
    website: websiteHref(event.sourceUrl),
  };
}

export function caregiverResourceCard(resource: CaregiverResource): CommunityCard {
  return {
    id: resource.id,
    title: resource.title,
    description: resource.description,
    location: resource.location,
    kind: capitalize(resource.resourceType),
    contact: resource.contactInfo,
    website: websiteHref(resource.websiteUrl),
  };
}

export function supportGroupCard(group: SupportGroup): CommunityCard {
  return {
    id: group.id,
    title: group.name,
    description: group.description,
    schedule: group.meetingSchedule,
    location: group.location,
    kind: capitalize(group.meetingFormat),
    focus: group.conditionFocus,
    contact: group.contactInfo,
    website: websiteHref(group.websiteUrl),
  };
}
