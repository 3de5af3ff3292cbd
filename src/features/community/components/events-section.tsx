import { useMemo, useState } from 'react';
import { shopperToday } from '../../../domain/calendar-date';
import { healthEventCard, upcomingEvents, type HealthEvent } from '../../../domain/community';
import { CommunityListSection, type CommunityListSectionProps } from './community-list-section';

type Props = Omit<CommunityListSectionProps, 'id' | 'cards'> & { items: HealthEvent[] };

/**
 * Events & Screenings: the events a shopper can still go to (a date, a description, a settled
 * place, not past), soonest first. The list is read only once the page runs in the browser, so
 * "today" is the shopper's own.
 */
export function EventsSection({ items, ...props }: Props) {
  const [today] = useState(() => shopperToday());
  const cards = useMemo(() => upcomingEvents(items, today).map(healthEventCard), [items, today]);
  return <CommunityListSection id="community-events" cards={cards} {...props} />;
}
