/**
 * Firestore reads with the lite SDK (plain REST, no realtime channel): the three community lists and
 * the admin check. Typed converters turn each document's snake_case fields into the domain's types
 * (`domain/community.ts`); a document that does not fit is left out and logged, never shown half.
 */
import {
  collection,
  connectFirestoreEmulator,
  doc,
  getDoc,
  getDocs,
  getFirestore,
  initializeFirestore,
  limit,
  orderBy,
  query,
  Timestamp,
  type DocumentData,
  type Firestore,
  type FirestoreDataConverter,
  type QueryDocumentSnapshot,
} from 'firebase/firestore/lite';
import {
  caregiverResourceSchema,
  COMMUNITY_LIST_LIMIT,
  healthEventSchema,
  supportGroupSchema,
  type CaregiverResource,
  type CommunityListName,
  type HealthEvent,
  type SupportGroup,
} from '../../domain/community';
import { withinDeadline } from '../deadline';
import { emulators, firebaseApp } from './app';

let db: Firestore | undefined;

/** The lite SDK's Firestore of the store's app, set up on first use (emulators when configured). */
export function firestore(): Firestore {
  if (!db) {
    const emulator = emulators()?.firestore;
    if (emulator?.ssl) {
      db = initializeFirestore(firebaseApp(), { host: `${emulator.host}:${emulator.port}`, ssl: true });
    } else {
      db = getFirestore(firebaseApp());
      if (emulator) connectFirestoreEmulator(db, emulator.host, emulator.port);
    }
  }
  return db;
}

/** A text field, or undefined when it is missing, not text or blank. */
function text(data: DocumentData, field: string): string | undefined {
  const value: unknown = data[field];
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** A date written as ISO text or as a Firestore timestamp, as ISO text. */
function isoDate(data: DocumentData, field: string): string | undefined {
  const value: unknown = data[field];
  if (value instanceof Timestamp) return value.toDate().toISOString();
  return text(data, field);
}

interface ListDocuments {
  health_events: HealthEvent;
  caregiver_resources: CaregiverResource;
  support_groups: SupportGroup;
}

type Reshape<Item> = (id: string, data: DocumentData) => unknown & Partial<Item>;

const reshape: { [List in CommunityListName]: Reshape<ListDocuments[List]> } = {
  health_events: (id, data) => ({
    id,
    title: text(data, 'title'),
    description: text(data, 'description'),
    eventType: ['screening', 'workshop'].includes(data.event_type as string) ? data.event_type : 'other',
    eventDate: isoDate(data, 'event_date'),
    location: text(data, 'location'),
    sourceUrl: text(data, 'source_url'),
    createdAt: isoDate(data, 'created_at'),
  }),
  caregiver_resources: (id, data) => ({
    id,
    title: text(data, 'title'),
    description: text(data, 'description'),
    resourceType: text(data, 'resource_type'),
    location: text(data, 'location'),
    contactInfo: text(data, 'contact_info'),
    websiteUrl: text(data, 'website_url'),
    createdAt: isoDate(data, 'created_at'),
  }),
  support_groups: (id, data) => ({
    id,
    name: text(data, 'name'),
    description: text(data, 'description'),
    conditionFocus: text(data, 'condition_focus'),
    meetingFormat: text(data, 'meeting_format'),
    meetingSchedule: text(data, 'meeting_schedule'),
    location: text(data, 'location'),
    contactInfo: text(data, 'contact_info'),
    websiteUrl: text(data, 'website_url'),
    createdAt: isoDate(data, 'created_at'),
  }),
};

const schemas = {
  health_events: healthEventSchema,
  caregiver_resources: caregiverResourceSchema,
  support_groups: supportGroupSchema,
};

function converter<List extends CommunityListName>(
  list: List,
): FirestoreDataConverter<ListDocuments[List] | null> {
  return {
    toFirestore: () => {
      throw new Error('The community lists are written only by the refresh Functions.');
    },
    fromFirestore(snapshot: QueryDocumentSnapshot) {
      const parsed = schemas[list].safeParse(reshape[list](snapshot.id, snapshot.data()));
      if (parsed.success) return parsed.data as ListDocuments[List];
      console.warn(`Skipped ${list}/${snapshot.id}: it does not fit the list`, parsed.error.issues);
      return null;
    },
  };
}

/** The newest entries of a list, newest first (the spec's 12). */
export async function fetchCommunityList<List extends CommunityListName>(
  list: List,
  signal?: AbortSignal,
): Promise<ListDocuments[List][]> {
  const newest = query(
    collection(firestore(), list).withConverter(converter(list)),
    orderBy('created_at', 'desc'),
    limit(COMMUNITY_LIST_LIMIT),
  );
  const snapshot = await withinDeadline(getDocs(newest), signal);
  return snapshot.docs.map((entry) => entry.data()).filter((item) => item !== null);
}

/** Whether `user_roles/{uid}` says admin. Errors are the caller's to handle (they mean "not admin"). */
export async function fetchIsAdmin(uid: string): Promise<boolean> {
  const role = await withinDeadline(getDoc(doc(firestore(), 'user_roles', uid)));
  return role.exists() && role.get('role') === 'admin';
}
