import { useMemo } from 'react';
import { supportGroupCard, type SupportGroup } from '../../../domain/community';
import { CommunityListSection, type CommunityListSectionProps } from './community-list-section';

type Props = Omit<CommunityListSectionProps, 'id' | 'cards'> & { items: SupportGroup[] };

export function SupportGroupsSection({ items, ...props }: Props) {
  const cards = useMemo(() => items.map(supportGroupCard), [items]);
  return <CommunityListSection id="community-support-groups" cards={cards} {...props} />;
}
