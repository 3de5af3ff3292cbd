import type { CommunityListName } from '../../domain/community';

/** What the admin refresh controls and their toasts say for each list, in the spec's words. */
export interface RefreshCopy {
  buttonLabel: string;
  fetchNowLabel: string;
  successTitle: string;
  successText(count: number): string;
  deniedText: string;
  failedText: string;
}

export const refreshCopy: Record<CommunityListName, RefreshCopy> = {
  health_events: {
    buttonLabel: 'Update Events',
    fetchNowLabel: 'Fetch Events Now',
    successTitle: 'Events Updated',
    successText: (count) => `Successfully fetched ${count} new health events and screenings.`,
    deniedText: 'Only administrators can refresh events.',
    failedText: 'Could not fetch new events. Please try again later.',
  },
  caregiver_resources: {
    buttonLabel: 'Update Resources',
    fetchNowLabel: 'Fetch Resources Now',
    successTitle: 'Resources Updated',
    successText: (count) => `Successfully fetched ${count} new caregiver resources.`,
    deniedText: 'Only administrators can refresh resources.',
    failedText: 'Could not fetch new resources. Please try again later.',
  },
  support_groups: {
    buttonLabel: 'Update Groups',
    fetchNowLabel: 'Fetch Groups Now',
    successTitle: 'Groups Updated',
    successText: (count) => `Successfully fetched ${count} new support groups.`,
    deniedText: 'Only administrators can refresh support groups.',
    failedText: 'Could not fetch new groups. Please try again later.',
  },
};
