import type { CommunityListName } from '../../domain/community';

/** What the admin refresh controls and their toasts say for each list, in the spec's words. */
export interface RefreshCopy {
  buttonLabel: string;
  fetchNowLabel: string;
  /** The toast after a refresh that found `count` new entries: its title and its words. */
  fetched(count: number): { title: string; text: string };
  deniedText: string;
  failedText: string;
}

/**
 * The toast of a refresh, in the spec's words when it found something ("Successfully fetched 3 new
 * support groups.", one in the singular), and in plain words when it found nothing new: the list
 * was checked and is up to date, which is not a success to announce with "0".
 */
function fetchedCopy(
  updatedTitle: string,
  upToDateTitle: string,
  nothingNew: string,
  one: string,
  many: string,
): RefreshCopy['fetched'] {
  return (count) =>
    count === 0
      ? { title: upToDateTitle, text: `${nothingNew} The list is up to date.` }
      : { title: updatedTitle, text: `Successfully fetched ${count} new ${count === 1 ? one : many}.` };
}

export const refreshCopy: Record<CommunityListName, RefreshCopy> = {
  health_events: {
    buttonLabel: 'Update Events',
    fetchNowLabel: 'Fetch Events Now',
    fetched: fetchedCopy(
      'Events Updated',
      'Events Up to Date',
      'No new events found.',
      'health event',
      'health events and screenings',
    ),
    deniedText: 'Only administrators can refresh events.',
    failedText: 'Could not fetch new events. Please try again later.',
  },
  caregiver_resources: {
    buttonLabel: 'Update Resources',
    fetchNowLabel: 'Fetch Resources Now',
    fetched: fetchedCopy(
      'Resources Updated',
      'Resources Up to Date',
      'No new caregiver resources found.',
      'caregiver resource',
      'caregiver resources',
    ),
    deniedText: 'Only administrators can refresh resources.',
    failedText: 'Could not fetch new resources. Please try again later.',
  },
  support_groups: {
    buttonLabel: 'Update Groups',
    fetchNowLabel: 'Fetch Groups Now',
    fetched: fetchedCopy(
      'Groups Updated',
      'Groups Up to Date',
      'No new support groups found.',
      'support group',
      'support groups',
    ),
    deniedText: 'Only administrators can refresh support groups.',
    failedText: 'Could not fetch new groups. Please try again later.',
  },
};
