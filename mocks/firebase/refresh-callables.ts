/**
 * The three refresh Functions of mock mode (`fetchHealthEvents`, `fetchCaregiverResources`,
 * `fetchSupportGroups`), once `callables.ts` has read the call: the caller must be signed in and
 * an admin, then the real ingest core from functions/ refreshes the list from the enabled
 * `communityFeed` documents of the Sanity seed, fetching the fixture feeds with the real
 * `fetchFeedText`, into the mock Firestore. Loaded on the first refresh only.
 */
import {
  FEEDS_QUERY,
  fetchFeedText,
  refreshList,
  type FeedSource,
  type ListName,
  type ListStore,
} from '../../functions/src/ingest/index';
import { evaluateGroq } from '../sanity/content-query';
import { contentDataset } from '../sanity/dataset';
import {
  callableError,
  callableResult,
  isAdminIn,
  type CallableCall,
  type CallableReply,
} from './callable-protocol';
import { reportsToConsole } from '../environment';
import { fixtureFeedFetch, fixtureHostAddresses } from './feed-fixtures';
import { FirestoreError } from './firestore-errors';
import type { DocumentStore } from './firestore-store';
import { toFields } from './firestore-values';

/** What the store's admin reads, word for word (the shared contract and functions/). */
export const refreshMessages = {
  unauthenticated: 'Sign in to refresh the community lists.',
  permissionDenied: 'Only administrators can refresh the community lists.',
  invalidArgument: 'Refreshing a list takes no input.',
  internal: 'Could not refresh the list. Please try again later.',
} as const;

export const refreshCallables = {
  fetchHealthEvents: { list: 'health_events', resultField: 'eventsFound' },
  fetchCaregiverResources: { list: 'caregiver_resources', resultField: 'resourcesFound' },
  fetchSupportGroups: { list: 'support_groups', resultField: 'groupsFound' },
} as const satisfies Record<string, { list: ListName; resultField: string }>;

export type RefreshCallableName = keyof typeof refreshCallables;

/**
 * The enabled feeds of a list, by the Functions' own GROQ query over the published seed. Like the
 * public dataset the Functions read without a token, it holds no drafts and no documents on a
 * sub-path (ids with a dot).
 */
export async function feedSourcesOf(list: ListName): Promise<FeedSource[]> {
  const published = contentDataset().documents.filter((document) => !document._id.includes('.'));
  const result = await evaluateGroq(FEEDS_QUERY, { list }, published);
  return Array.isArray(result) ? (result as FeedSource[]) : [];
}

/** The community lists of a document store, as the ingest core writes them. */
export function documentListStore(store: DocumentStore): ListStore {
  return {
    async existingIds(list, ids) {
      const found = store.getAll(ids.map((id) => `${list}/${id}`));
      return new Set(ids.filter((_id, index) => found[index] !== null));
    },
    async addAll(list, items, now) {
      // Like the Functions' store: each item its own create, one stored meanwhile kept as is.
      let created = 0;
      for (const { id, data } of items) {
        try {
          store.commit([
            {
              kind: 'update' as const,
              path: `${list}/${id}`,
              fields: toFields({ ...data, created_at: now }),
              precondition: { exists: false },
            },
          ]);
          created += 1;
        } catch (error) {
          if (!(error instanceof FirestoreError && error.status === 'ALREADY_EXISTS')) throw error;
        }
      }
      return created;
    },
  };
}

function isEmptyInput(data: unknown): boolean {
  if (data === null || data === undefined) return true;
  return typeof data === 'object' && !Array.isArray(data) && Object.keys(data).length === 0;
}

/** Runs one refresh Function for a caller and returns the status and JSON body of its answer. */
export async function runRefreshCallable(
  name: RefreshCallableName,
  { uid, data }: CallableCall,
  store: DocumentStore,
): Promise<CallableReply> {
  const { list, resultField } = refreshCallables[name];
  if (!uid) return callableError('UNAUTHENTICATED', refreshMessages.unauthenticated);
  if (!isAdminIn(store, uid)) return callableError('PERMISSION_DENIED', refreshMessages.permissionDenied);
  if (!isEmptyInput(data)) return callableError('INVALID_ARGUMENT', refreshMessages.invalidArgument);

  try {
    const sources = await feedSourcesOf(list);
    const report = await refreshList(list, sources, {
      fetchText: (url) => fetchFeedText(url, { fetch: fixtureFeedFetch, resolveHost: fixtureHostAddresses }),
      store: documentListStore(store),
      now: () => new Date(),
      log: (message, detail) => {
        if (reportsToConsole) console.warn(`[mock Functions] ${name}: ${message}`, detail);
      },
    });
    if (reportsToConsole) console.info(`[mock Functions] ${name} refreshed ${list}`, report);
    return callableResult({ [resultField]: report.added });
  } catch (error) {
    console.error(`[mock Functions] ${name} failed`, error);
    return callableError('INTERNAL', refreshMessages.internal);
  }
}
