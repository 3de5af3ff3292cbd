import { useMemo } from 'react';
import { filterListableEvents, healthEventCard, type HealthEvent } from '../../../domain/community';
import { CommunityListSection, type CommunityListSectionProps } from './community-list-section';

type Props = Omit<CommunityListSectionProps, 'id' | 'cards'> & { items: HealthEvent[] };

/** Events & Screenings: only events a shopper can act on (a date, a description, a settled place). */
export function EventsSection({ items, ...props }: Props) {
  const cards = useMemo(() => filterListableEvents(items).map(healthEventCard), [items]);
  return <CommunityListSection id="community-events" cards={cards} {...props} />;
}
