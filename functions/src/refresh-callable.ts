import { logger } from 'firebase-functions/logger';
import { HttpsError, onCall, type CallableRequest } from 'firebase-functions/https';
import { adminFirestore } from './admin-app.js';
import { callerIsAdmin } from './caller-is-admin.js';
import { loadFeedSources } from './feed-sources.js';
import { firestoreListStore } from './firestore-list-store.js';
import { fetchFeedText, refreshList, type ListName } from './ingest/index.js';
import { resolveHost } from './ingest/resolve-host.js';
import { sanityApiHost, sanityDataset, sanityProjectId } from './params.js';

/** What the store's admin sees, word for word (the shared contract). */
export const messages = {
  unauthenticated: 'Sign in to refresh the community lists.',
  permissionDenied: 'Only administrators can refresh the community lists.',
  invalidArgument: 'Refreshing a list takes no input.',
  internal: 'Could not refresh the list. Please try again later.',
} as const;

/** Feeds are fetched four at a time, 10 s each at most: two minutes leave room for slow sources. */
const callableOptions = {
  region: 'us-central1',
  memory: '256MiB',
  timeoutSeconds: 120,
  // Refreshes are rare admin actions: a few instances stop a runaway client without queueing admins.
  maxInstances: 3,
} as const;

/**
 * The callable Function that refreshes one community list for an admin and answers
 * `{ [resultField]: number of items added }`.
 */
export function refreshListCallable<Field extends string>(list: ListName, resultField: Field) {
  return onCall(
    callableOptions,
    async (request: CallableRequest<unknown>): Promise<Record<Field, number>> => {
      if (!request.auth) throw new HttpsError('unauthenticated', messages.unauthenticated);
      const { uid } = request.auth;
      const db = adminFirestore();
      const isAdmin = await callerIsAdmin(db, uid, (error) =>
        logger.warn('Could not read the caller’s role', { uid, error: String(error) }),
      );
      if (!isAdmin) throw new HttpsError('permission-denied', messages.permissionDenied);
      if (!isEmptyInput(request.data)) throw new HttpsError('invalid-argument', messages.invalidArgument);

      try {
        const sources = await loadFeedSources(
          list,
          {
            projectId: sanityProjectId.value(),
            dataset: sanityDataset.value() || 'production',
            apiHost: sanityApiHost.value(),
          },
          {
            onInvalid: (document) =>
              logger.warn('Ignored a communityFeed document of the wrong shape', { list, document }),
          },
        );
        const report = await refreshList(list, sources, {
          fetchText: (url) => fetchFeedText(url, { resolveHost }),
          store: firestoreListStore(db),
          now: () => new Date(),
          log: (message, detail) => logger.warn(message, { list, detail }),
        });
        logger.info(`Refreshed ${list}`, { uid, sources: sources.length, ...report });
        return { [resultField]: report.added } as Record<Field, number>;
      } catch (error) {
        logger.error(`Refreshing ${list} failed`, {
          uid,
          error: error instanceof Error ? error.stack : String(error),
        });
        throw new HttpsError('internal', messages.internal);
      }
    },
  );
}

/** The app calls with `{"data": null}`; nothing else is accepted, so no input is ever trusted. */
function isEmptyInput(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  return typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0;
}
