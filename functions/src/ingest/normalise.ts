/**
 * One normaliser per community list: from what a parser read to the document Firestore stores
 * (field names of the spec, snake_case). Unknown optional fields are left out, never "".
 */
import { cleanText, cleanWebUrl } from './clean-text.js';
import type { FeedSource, ListName, RawFeedItem, StoredItem } from './types.js';

/** Longest texts the community cards are designed for. */
export const MAX_TITLE_LENGTH = 200;
export const MAX_DESCRIPTION_LENGTH = 2000;
export const MAX_FIELD_LENGTH = 300;
/** A longer "stable key" is not an identity a feed would really use. */
const MAX_KEY_LENGTH = 1000;

type Normaliser = (item: RawFeedItem, common: CommonFields) => StoredItem | undefined;

interface CommonFields {
  title: string;
  description?: string;
  location?: string;
  region?: string;
  source_key: string;
}

/**
 * The document for one feed item, or undefined when the item cannot be stored: it has no title, or
 * no stable key to recognise it by on the next refresh.
 */
export function normaliseItem(list: ListName, item: RawFeedItem, source: FeedSource): StoredItem | undefined {
  const title = cleanText(item.title, MAX_TITLE_LENGTH);
  const key = stableKey(item);
  if (!title || !key) return undefined;
  return normalisers[list](item, {
    title,
    description: cleanText(item.description, MAX_DESCRIPTION_LENGTH),
    location: cleanText(item.location, MAX_FIELD_LENGTH),
    region: cleanText(source.region, MAX_FIELD_LENGTH),
    // Scoped to the feed, so two feeds that reuse an id (UIDs like "1") never collide.
    source_key: `${source.url} ${key}`,
  });
}

const normalisers: Record<ListName, Normaliser> = {
  health_events: (item, { title, description, location, region, source_key }) =>
    compact({
      title,
      description,
      event_type: eventTypeOf(item, title),
      event_date: isoDateOrDateTime(item.startsAt),
      location,
      source_url: cleanWebUrl(item.link),
      region,
      source_key,
    }),

  caregiver_resources: (item, { title, description, location, region, source_key }) =>
    compact({
      title,
      description,
      resource_type: field(item.community?.resource_type) ?? field(item.categories[0]),
      location,
      contact_info: field(item.community?.contact_info),
      website_url: cleanWebUrl(item.link),
      region,
      source_key,
    }),

  support_groups: (item, { title, description, location, region, source_key }) => {
    const categoryFormat = item.categories.map(meetingFormatOf).find(Boolean);
    const topics = item.categories.filter((category) => !meetingFormatOf(category));
    return compact({
      name: title,
      description,
      condition_focus: field(item.community?.condition_focus) ?? field(topics[0]),
      meeting_format: field(item.community?.meeting_format) ?? categoryFormat,
      meeting_schedule: field(item.community?.meeting_schedule),
      location,
      contact_info: field(item.community?.contact_info),
      website_url: cleanWebUrl(item.link),
      region,
      source_key,
    });
  },
};

function stableKey(item: RawFeedItem): string | undefined {
  const id = item.id?.trim();
  const key = id || cleanWebUrl(item.link);
  return key && key.length <= MAX_KEY_LENGTH ? key : undefined;
}

function field(value: unknown): string | undefined {
  return cleanText(value, MAX_FIELD_LENGTH);
}

const EVENT_TYPES = ['screening', 'workshop', 'other'] as const;
type EventType = (typeof EVENT_TYPES)[number];

const SCREENING_WORDS = /\b(screenings?|check-?ups?|health fairs?|testing)\b/i;
const WORKSHOP_WORDS = /\b(workshops?|class(es)?|seminars?|webinars?|trainings?|lectures?)\b/i;

/**
 * The feed's own type when it gives one of ours; otherwise read from its categories first (the
 * organiser's words), then from the title.
 */
export function eventTypeOf(item: RawFeedItem, title: string): EventType {
  const given =
    typeof item.community?.event_type === 'string' ? item.community.event_type.trim().toLowerCase() : '';
  if ((EVENT_TYPES as readonly string[]).includes(given)) return given as EventType;
  for (const text of [item.categories.join(' '), title]) {
    if (SCREENING_WORDS.test(text)) return 'screening';
    if (WORKSHOP_WORDS.test(text)) return 'workshop';
  }
  return 'other';
}

function meetingFormatOf(category: string): string | undefined {
  if (/\b(virtual|online|zoom)\b/i.test(category)) return 'virtual';
  if (/\bhybrid\b/i.test(category)) return 'hybrid';
  if (/\bin[- ]person\b/i.test(category)) return 'in person';
  return undefined;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})?$/;

/** An ISO 8601 date (YYYY-MM-DD) or date-time as the lists store it; anything else is dropped. */
export function isoDateOrDateTime(value: string | undefined): string | undefined {
  const text = value?.trim().toUpperCase();
  if (!text) return undefined;
  const match = DATE.exec(text) ?? DATE_TIME.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const isCalendarDate =
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  if (!isCalendarDate) return undefined;
  return DATE.test(text) || !Number.isNaN(Date.parse(text)) ? text : undefined;
}

function compact(fields: Record<string, string | undefined>): StoredItem {
  const item: StoredItem = {};
  for (const [name, value] of Object.entries(fields)) if (value !== undefined) item[name] = value;
  return item;
}
