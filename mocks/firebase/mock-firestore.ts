/**
 * The mock backend's Firestore: the seed (community lists, the admin's role, the sample reviews
 * and their summaries) plus what the Functions wrote since, kept in the local services' data
 * folder, so every browser sees them and a restart keeps them (Vitest: jsdom's localStorage; the
 * build: memory). Tests can start a list empty to see the page's empty state.
 */
import { communityListNames, firestoreSeed, type CommunityListName } from '../data/community';
import { isRecord, keptStorage, readTable, type TableShape } from '../environment';
import { DocumentStore, type DocumentTable, type StoredDocument } from './firestore-store';
import { formatTimestamp, toFields } from './firestore-values';

export const FIRESTORE_STORAGE_KEY = 'mock-firestore-docs';

/** Seed documents as the store keeps them; each list entry was created (and last updated) at `created_at`. */
export function seedDocuments(now = new Date()): StoredDocument[] {
  return firestoreSeed(now).map(({ path, data, createdAt }) => {
    const time = formatTimestamp(createdAt);
    return { path, fields: toFields(data), createTime: time, updateTime: time };
  });
}

/** The changes made to the seed: documents written since, and seeded documents deleted. */
interface Changes {
  written: Record<string, StoredDocument>;
  deleted: string[];
}

const noChanges = (): Changes => ({ written: {}, deleted: [] });

let seed: StoredDocument[] | undefined;
let emptiedLists = new Set<CommunityListName>();
let memoryChanges = noChanges();

const isStoredDocument = (value: unknown): value is StoredDocument =>
  isRecord(value) &&
  typeof value.path === 'string' &&
  isRecord(value.fields) &&
  typeof value.createTime === 'string' &&
  typeof value.updateTime === 'string';

const changesTable: TableShape<Changes> = {
  holds: '{ "written": {documents by path}, "deleted": [paths] }',
  is: (value): value is Changes =>
    isRecord(value) &&
    isRecord(value.written) &&
    Object.values(value.written).every(isStoredDocument) &&
    Array.isArray(value.deleted) &&
    value.deleted.every((path) => typeof path === 'string'),
};

/** The kept changes to the seed: a table that does not read throws, and is left as it is. */
export function readFirestoreChanges(): Changes {
  const storage = keptStorage();
  if (!storage) return memoryChanges;
  return readTable(storage, FIRESTORE_STORAGE_KEY, changesTable) ?? noChanges();
}

function writeChanges(changes: Changes): void {
  const storage = keptStorage();
  if (!storage) {
    memoryChanges = changes;
    return;
  }
  if (Object.keys(changes.written).length === 0 && changes.deleted.length === 0) {
    storage.removeItem(FIRESTORE_STORAGE_KEY);
  } else storage.setItem(FIRESTORE_STORAGE_KEY, JSON.stringify(changes));
}

function baseDocuments(): Map<string, StoredDocument> {
  seed ??= seedDocuments();
  const listOf = (path: string) => path.split('/')[0] as CommunityListName;
  return new Map(
    seed
      .filter((document) => !emptiedLists.has(listOf(document.path)))
      .map((document) => [document.path, document]),
  );
}

const table: DocumentTable = {
  load() {
    const documents = baseDocuments();
    const changes = readFirestoreChanges();
    for (const path of changes.deleted) documents.delete(path);
    for (const [path, document] of Object.entries(changes.written)) documents.set(path, document);
    return documents;
  },
  save(documents) {
    const base = baseDocuments();
    const changes = noChanges();
    for (const [path, document] of documents) {
      const original = base.get(path);
      if (!original || JSON.stringify(original) !== JSON.stringify(document))
        changes.written[path] = document;
    }
    for (const path of base.keys()) if (!documents.has(path)) changes.deleted.push(path);
    writeChanges(changes);
  },
};

/** The Firestore the local services' handlers and callable Functions share. */
export const mockFirestore = new DocumentStore(table);

export interface ResetFirestoreOptions {
  /** Lists that start empty (as before their first refresh), e.g. to show the empty state. */
  emptyLists?: CommunityListName[];
}

/** Back to the seed: forgets every write, and empties the given lists. */
export function resetMockFirestore(options: ResetFirestoreOptions = {}): void {
  const unknown = (options.emptyLists ?? []).filter((list) => !communityListNames.includes(list));
  if (unknown.length > 0) throw new Error(`Not a community list: ${unknown.join(', ')}`);
  emptiedLists = new Set(options.emptyLists);
  memoryChanges = noChanges();
  keptStorage()?.removeItem(FIRESTORE_STORAGE_KEY);
}
