import { useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { communityPageQueryOptions } from '../../lib/sanity/queries/community';
import { criticalData } from '../../lib/route-data';
import { CaregiverResourcesSection } from './components/caregiver-resources-section';
import { EventsSection } from './components/events-section';
import { StayConnected } from './components/stay-connected';
import { SuccessStories } from './components/success-stories';
import { SupportGroupsSection } from './components/support-groups-section';
import { useCommunitySection } from './use-community-section';

export const clientLoader = criticalData(communityPageQueryOptions);

export function Component() {
  const page = useSuspenseQuery(communityPageQueryOptions).data;
  const events = useCommunitySection('health_events');
  const caregiverResources = useCommunitySection('caregiver_resources');
  const supportGroups = useCommunitySection('support_groups');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={page.title} description={page.intro} />
      <PageHeading title={page.title} intro={page.intro} />
      <SuccessStories title={page.storiesTitle} note={page.storiesNote} stories={page.stories} />
      <EventsSection copy={page.events} {...events} />
      <CaregiverResourcesSection copy={page.caregiverResources} {...caregiverResources} />
      <SupportGroupsSection copy={page.supportGroups} {...supportGroups} />
      <StayConnected copy={page.stayConnected} />
    </Container>
  );
}
