import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { CaregiverResource, HealthEvent, SupportGroup } from '../../../domain/community';
import { CaregiverResourcesSection } from './caregiver-resources-section';
import { EventsSection } from './events-section';
import { SupportGroupsSection } from './support-groups-section';

const copy = {
  title: 'Events & Screenings',
  description: 'Screenings near you, updated weekly.',
  emptyText: 'No events found.',
  adminHint: 'Admins: click Update Events to fetch the latest events and screenings.',
};

const event = (overrides: Partial<HealthEvent> = {}): HealthEvent => ({
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

describe('community list sections', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 2, 1, 9, 30));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows six placeholder cards while a list loads', () => {
    render(<EventsSection copy={copy} items={[]} isLoading isAdmin={false} />);

    const section = screen.getByRole('region', { name: 'Events & Screenings' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading Events & Screenings…');
    expect(within(section).getAllByTestId('community-card-skeleton')).toHaveLength(6);
    expect(within(section).queryByText('No events found.')).not.toBeInTheDocument();
  });

  it.each([
    [false, false],
    [true, true],
  ])('shows the empty text, and the admin hint only to admins (admin: %s)', (isAdmin, hintShown) => {
    render(<EventsSection copy={copy} items={[]} isLoading={false} isAdmin={isAdmin} />);

    const section = screen.getByRole('region', { name: 'Events & Screenings' });
    expect(within(section).getByText('Screenings near you, updated weekly.')).toBeInTheDocument();
    expect(within(section).getByText('No events found.')).toBeInTheDocument();
    expect(Boolean(within(section).queryByText(copy.adminHint))).toBe(hintShown);
  });

  it('lists only the events a shopper can act on, with date, place, type and website', () => {
    render(
      <EventsSection
        copy={copy}
        items={[event(), event({ id: 'e2', title: 'Diabetes workshop', location: 'Brooklyn or Queens' })]}
        isLoading={false}
        isAdmin={false}
      />,
    );

    const list = screen.getByRole('list', { name: 'Events & Screenings' });
    const cards = Array.from(list.children);
    expect(cards).toHaveLength(1);
    const card = cards[0] as HTMLElement;
    expect(within(card).getByRole('heading', { level: 3 })).toHaveTextContent(
      'Free blood pressure screening',
    );
    expect(within(card).getByText('March 5, 2026')).toBeInTheDocument();
    expect(within(card).getByText('Harlem, New York')).toBeInTheDocument();
    expect(within(card).getByText('Screening')).toBeInTheDocument();
    const website = within(card).getByRole('link', {
      name: 'Visit website for Free blood pressure screening (opens in a new tab)',
    });
    expect(website).toHaveAttribute('href', 'https://example.org/screening');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('lists upcoming events soonest first, and no past ones', () => {
    vi.setSystemTime(new Date(2026, 2, 10, 20, 0));
    render(
      <EventsSection
        copy={copy}
        items={[
          event({ id: 'e1', title: 'Cooking for heart health', eventDate: '2026-04-02' }),
          event({ id: 'e2', title: 'Blood pressure checks', eventDate: '2026-03-10' }),
          event({ id: 'e3', title: 'Diabetes screening', eventDate: '2026-03-01' }),
          event({ id: 'e4', title: 'Walk with a doc', eventDate: '2026-03-14T09:00:00' }),
        ]}
        isLoading={false}
        isAdmin={false}
      />,
    );

    const list = screen.getByRole('list', { name: 'Events & Screenings' });
    const shown = within(list)
      .getAllByRole('listitem')
      .filter((item) => item.parentElement === list)
      .map((card) => [
        within(card).getByRole('heading', { level: 3 }).textContent,
        within(card).getByText(/, 2026$/).textContent,
      ]);
    expect(shown).toEqual([
      ['Blood pressure checks', 'Date: March 10, 2026'],
      ['Walk with a doc', 'Date: March 14, 2026'],
      ['Cooking for heart health', 'Date: April 2, 2026'],
    ]);
  });

  it('says there are no events when every one has passed', () => {
    vi.setSystemTime(new Date(2026, 5, 1));
    render(<EventsSection copy={copy} items={[event()]} isLoading={false} isAdmin={false} />);

    expect(screen.getByText('No events found.')).toBeInTheDocument();
  });

  it('shows a caregiver resource with its type and contact', () => {
    const resource: CaregiverResource = {
      id: 'r1',
      title: 'Caregiver helpline',
      description: 'Someone to talk to, day or night.',
      resourceType: 'hotline',
      contactInfo: '(800) 555-0100',
      websiteUrl: 'javascript:alert(1)',
      createdAt: '2026-02-01T10:00:00Z',
    };
    render(
      <CaregiverResourcesSection
        copy={{ ...copy, title: 'Caregiver Resources' }}
        items={[resource]}
        isLoading={false}
        isAdmin={false}
      />,
    );

    const list = screen.getByRole('list', { name: 'Caregiver Resources' });
    expect(within(list).getByRole('heading', { name: 'Caregiver helpline' })).toBeInTheDocument();
    expect(within(list).getByText('Hotline')).toBeInTheDocument();
    expect(within(list).getByText('(800) 555-0100')).toBeInTheDocument();
    expect(within(list).queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a support group with its format, schedule and focus', () => {
    const group: SupportGroup = {
      id: 'g1',
      name: 'Sisters in Sugar Control',
      meetingFormat: 'virtual',
      meetingSchedule: 'Every Tuesday, 7 PM',
      conditionFocus: 'Type 2 diabetes',
      websiteUrl: 'https://example.org/sisters',
      createdAt: '2026-02-01T10:00:00Z',
    };
    render(
      <SupportGroupsSection
        copy={{ ...copy, title: 'Support Groups' }}
        items={[group]}
        isLoading={false}
        isAdmin
      />,
    );

    const list = screen.getByRole('list', { name: 'Support Groups' });
    expect(within(list).getByRole('heading', { name: 'Sisters in Sugar Control' })).toBeInTheDocument();
    expect(within(list).getByText('Virtual')).toBeInTheDocument();
    expect(within(list).getByText('Every Tuesday, 7 PM')).toBeInTheDocument();
    expect(within(list).getByText('Type 2 diabetes')).toBeInTheDocument();
    expect(screen.queryByText(copy.adminHint)).not.toBeInTheDocument();
  });
});
