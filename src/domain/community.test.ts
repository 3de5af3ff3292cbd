import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  caregiverResourceCard,
  filterListableEvents,
  healthEventCard,
  isListableEvent,
  supportGroupCard,
  upcomingEvents,
  type HealthEvent,
} from './community';

const event = (overrides: Partial<HealthEvent>): HealthEvent => ({
  id: 'e1',
  title: 'Free blood pressure screening',
  description: 'Walk-in checks with a registered nurse.',
  eventType: 'screening',
  eventDate: '2026-03-05',
  location: 'Harlem, New York',
  sourceUrl: 'https://example.org/screening',
  createdAt: '2026-02-01T10:00:00Z',
  ...overrides,
});

describe('isListableEvent', () => {
  it.each<[string, Partial<HealthEvent>, boolean]>([
    ['a complete event', {}, true],
    ['an event in Portland ("or" inside a word)', { location: 'Portland, Oregon' }, true],
    ['an event in New York', { location: 'New York, NY' }, true],
    ['an event at a Corporate Center', { location: 'Corporate Center, Atlanta' }, true],
    ['no date', { eventDate: undefined }, false],
    ['a blank date', { eventDate: '  ' }, false],
    ['no description', { description: undefined }, false],
    ['a blank description', { description: ' \n ' }, false],
    ['no location', { location: undefined }, false],
    ['a blank location', { location: '' }, false],
    ['two possible places', { location: 'Brooklyn or Queens' }, false],
    ['two possible places, capitalised', { location: 'Newark OR Trenton' }, false],
    ['"or" at the start', { location: 'Or the library, Miami' }, false],
    ['a place still to be decided', { location: 'TBD' }, false],
    ['a place still to be decided, in a sentence', { location: 'Atlanta (venue tbd)' }, false],
  ])('%s → %s', (_name, overrides, listable) => {
    expect(isListableEvent(event(overrides))).toBe(listable);
  });

  it('keeps the listable events in their order', () => {
    const events = [
      event({ id: 'a' }),
      event({ id: 'b', location: 'TBD' }),
      event({ id: 'c', location: 'Hartford, Connecticut' }),
    ];
    expect(filterListableEvents(events).map(({ id }) => id)).toEqual(['a', 'c']);
  });
});

describe('upcomingEvents', () => {
  const today = '2026-03-05';
  // A date-time with a zone is read on the shopper's clock: here, in UTC.
  const machineZone = process.env.TZ;
  beforeEach(() => {
    process.env.TZ = 'UTC';
  });
  afterEach(() => {
    if (machineZone === undefined) delete process.env.TZ;
    else process.env.TZ = machineZone;
  });
  /** Events listed as Firestore gives them (newest added first), each named by its id. */
  const dated = (...dates: [string, string | undefined][]) =>
    dates.map(([id, eventDate]) => event({ id, eventDate }));

  it.each<[string, [string, string | undefined][], string[]]>([
    [
      'soonest first, whatever order they were added in',
      [
        ['c', '2026-04-01'],
        ['a', '2026-03-06'],
        ['b', '2026-03-20'],
      ],
      ['a', 'b', 'c'],
    ],
    [
      "today's events are upcoming",
      [
        ['later', '2026-03-09'],
        ['today', '2026-03-05'],
      ],
      ['today', 'later'],
    ],
    [
      'past events are left out',
      [
        ['past', '2026-03-04'],
        ['next', '2026-03-07'],
        ['long-ago', '2025-11-08'],
      ],
      ['next'],
    ],
    [
      'an all-day event before the timed ones of its day',
      [
        ['evening', '2026-03-06T18:30:00'],
        ['morning', '2026-03-06T09:00:00'],
        ['all-day', '2026-03-06'],
      ],
      ['all-day', 'morning', 'evening'],
    ],
    [
      'a date-time with a zone, at its moment',
      [
        ['b', '2026-03-06T18:00:00'],
        ['a', '2026-03-06T12:00:00Z'],
      ],
      ['a', 'b'],
    ],
    [
      'the same day keeps the list order',
      [
        ['first', '2026-03-08'],
        ['second', '2026-03-08'],
      ],
      ['first', 'second'],
    ],
    [
      'a date that is not one goes last',
      [
        ['words', 'Every first Saturday'],
        ['dated', '2026-03-10'],
      ],
      ['dated', 'words'],
    ],
    [
      'unlistable events stay out',
      [
        ['no-date', undefined],
        ['dated', '2026-03-10'],
      ],
      ['dated'],
    ],
    ['nothing upcoming: an empty list', [['past', '2026-03-01']], []],
  ])('%s', (_case, events, order) => {
    expect(upcomingEvents(dated(...events), today).map(({ id }) => id)).toEqual(order);
  });
});

describe('community cards', () => {
  it('shows an event with its type in words and its source as the website', () => {
    expect(healthEventCard(event({ eventType: 'workshop' }))).toEqual({
      id: 'e1',
      title: 'Free blood pressure screening',
      description: 'Walk-in checks with a registered nurse.',
      date: '2026-03-05',
      location: 'Harlem, New York',
      kind: 'Workshop',
      website: 'https://example.org/screening',
    });
  });

  it.each([
    ['https://example.org', 'https://example.org'],
    ['http://example.org/a', 'http://example.org/a'],
    ['javascript:alert(1)', undefined],
    ['mailto:care@example.org', undefined],
    ['/community', undefined],
    [undefined, undefined],
  ])('offers %s as a new-tab website link: %s', (websiteUrl, website) => {
    const card = caregiverResourceCard({ id: 'r1', title: 'Respite care', createdAt: '', websiteUrl });
    expect(card.website).toBe(website);
  });

  it('shows a caregiver resource with its type and contact', () => {
    const card = caregiverResourceCard({
      id: 'r1',
      title: 'Caregiver helpline',
      resourceType: 'hotline',
      contactInfo: '(800) 555-0100',
      createdAt: '',
    });
    expect(card).toMatchObject({ title: 'Caregiver helpline', kind: 'Hotline', contact: '(800) 555-0100' });
  });

  it('shows a support group by name with its format, schedule and focus', () => {
    const card = supportGroupCard({
      id: 'g1',
      name: 'Sisters in Sugar Control',
      meetingFormat: 'virtual',
      meetingSchedule: 'Every Tuesday, 7 PM',
      conditionFocus: 'Type 2 diabetes',
      createdAt: '',
    });
    expect(card).toMatchObject({
      title: 'Sisters in Sugar Control',
      kind: 'Virtual',
      schedule: 'Every Tuesday, 7 PM',
      focus: 'Type 2 diabetes',
    });
  });
});
