/**
 * The three community lists and whether the shopper may refresh them. They live in Firestore,
 * which the accounts issue connects (with queries keyed health-events, caregiver-resources and
 * support-groups, and the admin check). Until then every list is empty and nobody is an admin, so
 * the page shows its empty states. This hook is the one place that issue changes on this page.
 */
import type { CaregiverResource, HealthEvent, SupportGroup } from '../../../domain/community';

export interface CommunityList<Item> {
  items: Item[];
  isLoading: boolean;
}

export interface CommunityLists {
  events: CommunityList<HealthEvent>;
  caregiverResources: CommunityList<CaregiverResource>;
  supportGroups: CommunityList<SupportGroup>;
  isAdmin: boolean;
}

const notConnected: CommunityLists = {
  events: { items: [], isLoading: false },
  caregiverResources: { items: [], isLoading: false },
  supportGroups: { items: [], isLoading: false },
  isAdmin: false,
};

export function useCommunityLists(): CommunityLists {
  return notConnected;
}
