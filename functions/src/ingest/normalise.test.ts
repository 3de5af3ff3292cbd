import { describe, expect, it } from 'vitest';
import { eventTypeOf, isoDateOrDateTime, normaliseItem } from './normalise.js';
import type { FeedSource, ListName, RawFeedItem } from './types.js';

function source(list: ListName, overrides: Partial<FeedSource> = {}): FeedSource {
  return {
    title: 'Test feed',
    list,
    region: 'New York',
    url: 'https://feeds.example.org/feed',
    format: 'json',
    ...overrides,
  };
}

function raw(overrides: Partial<RawFeedItem> = {}): RawFeedItem {
  return { id: 'item-1', title: 'Item', categories: [], ...overrides };
}

describe('health events', () => {
  it('maps a full event to the spec fields', () => {
    const item = normaliseItem(
      'health_events',
      raw({
        id: 'bp@example.org',
        title: '  Free   Blood Pressure Screening ',
        description: '<p>Walk-in <b>checks</b> &amp; advice.</p>',
        link: 'https://example.org/events/bp',
        startsAt: '2025-11-08',
        location: 'Harlem YMCA,\n New York',
        categories: ['Screening'],
      }),
      source('health_events', { format: 'ical' }),
    );
    expect(item).toEqual({
      title: 'Free Blood Pressure Screening',
      description: 'Walk-in checks & advice.',
      event_type: 'screening',
      event_date: '2025-11-08',
      location: 'Harlem YMCA, New York',
      source_url: 'https://example.org/events/bp',
      region: 'New York',
      source_key: 'https://feeds.example.org/feed bp@example.org',
    });
  });

  it('leaves unknown optional fields out instead of storing empty text', () => {
    const item = normaliseItem(
      'health_events',
      raw({ description: '  ', location: '<br>' }),
      source('health_events'),
    );
    expect(item).toEqual({
      title: 'Item',
      event_type: 'other',
      region: 'New York',
      source_key: 'https://feeds.example.org/feed item-1',
    });
  });

  it('drops a link that is not http(s) but keeps the event', () => {
    const item = normaliseItem(
      'health_events',
      raw({ link: 'javascript:alert(1)' }),
      source('health_events'),
    );
    expect(item).toBeDefined();
    expect(item).not.toHaveProperty('source_url');
  });

  it('keys an item without id by its link', () => {
    const item = normaliseItem(
      'health_events',
      raw({ id: ' ', link: 'https://example.org/e/7' }),
      source('health_events'),
    );
    expect(item?.source_key).toBe('https://feeds.example.org/feed https://example.org/e/7');
  });

  it.each([
    ['no title', raw({ title: undefined })],
    ['a title of only markup and spaces', raw({ title: ' <b> </b> ' })],
    ['no id and no link', raw({ id: undefined })],
    ['no id and a link that is not http(s)', raw({ id: undefined, link: 'data:text/html,hi' })],
    ['an absurdly long id', raw({ id: 'x'.repeat(1001) })],
  ])('drops an item with %s', (_name, item) => {
    expect(normaliseItem('health_events', item, source('health_events'))).toBeUndefined();
  });

  it('caps titles at 200, descriptions at 2000 and other texts at 300 characters', () => {
    const item = normaliseItem(
      'health_events',
      raw({ title: 'T'.repeat(500), description: 'D'.repeat(5000), location: 'L'.repeat(500) }),
      source('health_events'),
    );
    expect(item?.title).toHaveLength(200);
    expect(item?.description).toHaveLength(2000);
    expect(item?.location).toHaveLength(300);
  });
});

describe('eventTypeOf', () => {
  it.each([
    [raw({ community: { event_type: 'Workshop' } }), 'Screening day', 'workshop'],
    [raw({ community: { event_type: 'gala' }, categories: ['Screenings'] }), 'Gala', 'screening'],
    [raw({ categories: ['Health fair'] }), 'Community day', 'screening'],
    [raw({ categories: ['Class'] }), 'Free screening', 'workshop'],
    [raw(), 'Free Vision Screening', 'screening'],
    [raw(), 'Cooking with Less Salt Workshop', 'workshop'],
    [raw(), 'Diabetes webinar', 'workshop'],
    [raw(), 'Community Walk for Heart Health', 'other'],
    [raw({ categories: ['Fundraiser'] }), 'Gala', 'other'],
  ])('%j titled %j is a %s', (item, title, type) => {
    expect(eventTypeOf(item, title)).toBe(type);
  });
});

describe('isoDateOrDateTime', () => {
  it.each([
    ['2025-11-08', '2025-11-08'],
    ['2025-11-08T18:00:00-05:00', '2025-11-08T18:00:00-05:00'],
    ['2025-11-08t23:00:00z', '2025-11-08T23:00:00Z'],
    ['2025-11-08T18:00', '2025-11-08T18:00'],
    ['2025-11-08T18:00:00.250Z', '2025-11-08T18:00:00.250Z'],
    [' 2025-11-08 ', '2025-11-08'],
  ])('%j is stored as %j', (value, stored) => {
    expect(isoDateOrDateTime(value)).toBe(stored);
  });

  it.each(['2025-02-30', '2025-13-01', 'Nov 8, 2025', '08/11/2025', '2025-11-08T25:00:00Z', '', undefined])(
    '%j is dropped',
    (value) => {
      expect(isoDateOrDateTime(value)).toBeUndefined();
    },
  );
});

describe('caregiver resources', () => {
  it('takes type, location and contact from _community', () => {
    const item = normaliseItem(
      'caregiver_resources',
      raw({
        title: 'Home-Delivered Meals',
        description: 'Hot meals on weekdays.',
        link: 'https://example.org/meals',
        location: 'Miami-Dade, FL',
        categories: ['Food'],
        community: { resource_type: 'Meals', contact_info: ' 305-555-0117 ', location: 'Miami-Dade, FL' },
      }),
      source('caregiver_resources', { region: 'South Florida' }),
    );
    expect(item).toEqual({
      title: 'Home-Delivered Meals',
      description: 'Hot meals on weekdays.',
      resource_type: 'Meals',
      location: 'Miami-Dade, FL',
      contact_info: '305-555-0117',
      website_url: 'https://example.org/meals',
      region: 'South Florida',
      source_key: 'https://feeds.example.org/feed item-1',
    });
  });

  it('uses the first category as the type when the feed gives none', () => {
    const item = normaliseItem(
      'caregiver_resources',
      raw({ categories: ['Legal help', 'Seniors'] }),
      source('caregiver_resources'),
    );
    expect(item?.resource_type).toBe('Legal help');
  });

  it('ignores _community values that are not text', () => {
    const item = normaliseItem(
      'caregiver_resources',
      raw({ community: { resource_type: { nested: true }, contact_info: ['555'] } }),
      source('caregiver_resources'),
    );
    expect(item).not.toHaveProperty('resource_type');
    expect(item).not.toHaveProperty('contact_info');
  });
});

describe('support groups', () => {
  it('stores the title as name and the meeting details from _community', () => {
    const item = normaliseItem(
      'support_groups',
      raw({
        title: 'Diabetes Sisters',
        link: 'https://example.org/groups/1',
        community: {
          condition_focus: 'Type 2 diabetes',
          meeting_format: 'in person',
          meeting_schedule: 'First Saturday, 10:00 AM',
          contact_info: '404-555-0198',
        },
        location: 'Atlanta, GA',
      }),
      source('support_groups', { region: 'Georgia' }),
    );
    expect(item).toEqual({
      name: 'Diabetes Sisters',
      condition_focus: 'Type 2 diabetes',
      meeting_format: 'in person',
      meeting_schedule: 'First Saturday, 10:00 AM',
      location: 'Atlanta, GA',
      contact_info: '404-555-0198',
      website_url: 'https://example.org/groups/1',
      region: 'Georgia',
      source_key: 'https://feeds.example.org/feed item-1',
    });
    expect(item).not.toHaveProperty('title');
  });

  it('reads the meeting format and focus from categories when _community is missing', () => {
    const item = normaliseItem(
      'support_groups',
      raw({ categories: ['Virtual', 'Lupus'] }),
      source('support_groups'),
    );
    expect(item).toMatchObject({ meeting_format: 'virtual', condition_focus: 'Lupus' });
  });

  it.each([
    ['In-person', 'in person'],
    ['Online', 'virtual'],
    ['Hybrid meetings', 'hybrid'],
  ])('reads the category %j as the format %j', (category, format) => {
    const item = normaliseItem('support_groups', raw({ categories: [category] }), source('support_groups'));
    expect(item?.meeting_format).toBe(format);
    expect(item).not.toHaveProperty('condition_focus');
  });
});
