import type { QueryClient } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { communityPageQueryOptions, useCommunityPage } from './api/community-page';
import { useCommunitySection } from './api/community-lists';
import { CaregiverResourcesSection } from './components/caregiver-resources-section';
import { EventsSection } from './components/events-section';
import { StayConnected } from './components/stay-connected';
import { SuccessStories } from './components/success-stories';
import { SupportGroupsSection } from './components/support-groups-section';

export function clientLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(communityPageQueryOptions);
    return null;
  };
}

export function Component() {
  const page = useCommunityPage();
  const events = useCommunitySection('health_events');
  const caregiverResources = useCommunitySection('caregiver_resources');
  const supportGroups = useCommunitySection('support_groups');
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={page.title} description={page.intro} />
      <PageHeading title={page.title} intro={page.intro} />
      <SuccessStories title={page.storiesTitle} stories={page.stories} />
      <EventsSection copy={page.events} {...events} />
      <CaregiverResourcesSection copy={page.caregiverResources} {...caregiverResources} />
      <SupportGroupsSection copy={page.supportGroups} {...supportGroups} />
      <StayConnected copy={page.stayConnected} />
    </Container>
  );
}
