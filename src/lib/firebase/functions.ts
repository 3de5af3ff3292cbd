/**
 * The admin-only callable Functions that refresh the community lists. The SDK sends the signed-in
 * user's ID token as `Authorization: Bearer …`; the Functions check the admin role again on the
 * server, so the store's buttons are a convenience, never the guard.
 */
import { FirebaseError } from 'firebase/app';
import { httpsCallable } from 'firebase/functions';
import type { CommunityListName } from '../../domain/community';
import { RefreshFailure } from '../../domain/service-failures';
import { serverMessage, storeFunctions } from './callable';

const callables = {
  health_events: { name: 'fetchHealthEvents', countField: 'eventsFound' },
  caregiver_resources: { name: 'fetchCaregiverResources', countField: 'resourcesFound' },
  support_groups: { name: 'fetchSupportGroups', countField: 'groupsFound' },
} as const satisfies Record<CommunityListName, { name: string; countField: string }>;

/**
 * How long the store waits for a refresh: the Function may take up to its own 120 s timeout
 * (functions/README.md) reading every feed, plus the way there and back.
 */
export const REFRESH_DEADLINE_MS = 130_000;

const deniedCodes = new Set(['functions/permission-denied', 'functions/unauthenticated']);

/** Runs a list's refresh Function; resolves with how many new entries it added. */
export async function refreshCommunityList(list: CommunityListName): Promise<number> {
  const { name, countField } = callables[list];
  try {
    const { data } = await httpsCallable<null, Record<string, unknown>>(storeFunctions(), name, {
      timeout: REFRESH_DEADLINE_MS,
    })(null);
    const count = data?.[countField];
    if (typeof count !== 'number' || !Number.isInteger(count) || count < 0) {
      throw new RefreshFailure('failed', `The refresh answered without a count of new entries.`);
    }
    return count;
  } catch (error) {
    if (error instanceof RefreshFailure) throw error;
    if (error instanceof FirebaseError) {
      throw new RefreshFailure(
        deniedCodes.has(error.code) ? 'access-denied' : 'failed',
        serverMessage(error) ?? '',
      );
    }
    throw error;
  }
}
