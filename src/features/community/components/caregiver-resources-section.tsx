import { useMemo } from 'react';
import { caregiverResourceCard, type CaregiverResource } from '../../../domain/community';
import { CommunityListSection, type CommunityListSectionProps } from './community-list-section';

type Props = Omit<CommunityListSectionProps, 'id' | 'cards'> & { items: CaregiverResource[] };

export function CaregiverResourcesSection({ items, ...props }: Props) {
  const cards = useMemo(() => items.map(caregiverResourceCard), [items]);
  return <CommunityListSection id="community-caregiver-resources" cards={cards} {...props} />;
}
