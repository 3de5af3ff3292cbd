import { describe, expect, it } from 'vitest';
import type { CommunityListName } from '../../domain/community';
import { refreshCopy } from './refresh-copy';

describe('the toast after a refresh of a community list', () => {
  it.each<[CommunityListName, number, string, string]>([
    ['health_events', 0, 'Events Up to Date', 'No new events found. The list is up to date.'],
    ['health_events', 1, 'Events Updated', 'Successfully fetched 1 new health event.'],
    ['health_events', 4, 'Events Updated', 'Successfully fetched 4 new health events and screenings.'],
    [
      'caregiver_resources',
      0,
      'Resources Up to Date',
      'No new caregiver resources found. The list is up to date.',
    ],
    ['caregiver_resources', 1, 'Resources Updated', 'Successfully fetched 1 new caregiver resource.'],
    ['caregiver_resources', 2, 'Resources Updated', 'Successfully fetched 2 new caregiver resources.'],
    ['support_groups', 0, 'Groups Up to Date', 'No new support groups found. The list is up to date.'],
    ['support_groups', 1, 'Groups Updated', 'Successfully fetched 1 new support group.'],
    ['support_groups', 12, 'Groups Updated', 'Successfully fetched 12 new support groups.'],
  ])('%s, %i new: "%s" – "%s"', (list, count, title, text) => {
    expect(refreshCopy[list].fetched(count)).toEqual({ title, text });
  });
});
