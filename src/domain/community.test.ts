import { describe, expect, it } from 'vitest';
import {
  caregiverResourceCard,
  filterListableEvents,
  healthEventCard,
  isListableEvent,
  supportGroupCard,
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
