/**
 * The three community lists, read from Firestore in the browser once the page is interactive (an
 * admin refreshes them after the build, so no page is prerendered with them). The SDK code loads
 * with the first read.
 */
import { queryOptions } from '@tanstack/react-query';
import type { CommunityListName } from '../../../domain/community';

const loadFirestore = () => import('../firestore');

/** The spec's query keys. */
const communityListKeys = {
  health_events: 'health-events',
  caregiver_resources: 'caregiver-resources',
  support_groups: 'support-groups',
} as const satisfies Record<CommunityListName, string>;

export function communityListQueryOptions<List extends CommunityListName>(list: List) {
  return queryOptions({
    queryKey: [communityListKeys[list]],
    queryFn: async ({ signal }) => (await loadFirestore()).fetchCommunityList(list, signal),
  });
}
