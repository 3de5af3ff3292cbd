/**
 * What a browser may read and write in Firestore, checked against `firestore.rules` by the official
 * Firestore emulator (`npm run test:rules`), for the three kinds of visitor the store has: anonymous,
 * signed in, and admin. The community lists are public reading and nobody's writing; a role is
 * readable only by its own user and writable by nobody; the newsletter list, the back-in-stock
 * requests, the contact messages, the mail queue and the rate-limit counters are closed to every
 * browser; everything
 * else is closed. The admin gets no more than anyone else from a browser: admins refresh lists and
 * read the inbox through the Functions, which use firebase-admin and do not go through these rules.
 */
import { readFileSync } from 'node:fs';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  setLogLevel,
  Timestamp,
  updateDoc,
  where,
} from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

const PROJECT_ID = 'demo-sankofa-wellness';
const ADMIN_UID = 'admin-uid';
const MEMBER_UID = 'member-uid';
/** Another admin, whose role nobody else may read. */
const OTHER_ADMIN_UID = 'other-admin-uid';

const communityLists = ['health_events', 'caregiver_resources', 'support_groups'] as const;
type CommunityList = (typeof communityLists)[number];

const createdAt = Timestamp.fromDate(new Date('2026-01-15T10:00:00Z'));

/** One stored item per list, shaped as the refresh Functions write them. */
const seededItems: Record<CommunityList, Record<string, unknown>> = {
  health_events: {
    title: 'Free blood pressure screening',
    description: 'Walk-in screenings with a nurse; no appointment needed.',
    event_type: 'screening',
    event_date: '2026-02-07',
    location: 'Harlem, New York',
    source_url: 'https://feeds.sankofa-wellness.example/events/bp-screening',
    region: 'New York',
    source_key: 'bp-screening@feeds.sankofa-wellness.example',
    created_at: createdAt,
  },
  caregiver_resources: {
    title: 'Respite care directory',
    description: 'Short-term care so family caregivers can rest.',
    resource_type: 'Respite care',
    website_url: 'https://example.org/respite',
    region: 'New Jersey',
    source_key: 'https://example.org/respite',
    created_at: createdAt,
  },
  support_groups: {
    name: 'Living with diabetes circle',
    description: 'A monthly peer group for people managing type 2 diabetes.',
    meeting_format: 'virtual',
    meeting_schedule: 'First Tuesday of the month, 7 pm',
    region: 'Georgia',
    source_key: 'https://example.org/diabetes-circle',
    created_at: createdAt,
  },
};

let testEnv: RulesTestEnvironment;

beforeAll(async () => {
  // Denied requests are what most of these tests expect; the SDK would log each one as a warning.
  setLogLevel('error');
  // Host and port come from FIRESTORE_EMULATOR_HOST, which `firebase emulators:exec` sets.
  testEnv = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: { rules: readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8') },
  });
});

afterAll(async () => {
  await testEnv?.cleanup();
});

beforeEach(async () => {
  await testEnv.clearFirestore();
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    for (const list of communityLists) await setDoc(doc(db, list, 'seeded'), seededItems[list]);
    await setDoc(doc(db, 'user_roles', ADMIN_UID), { role: 'admin' });
    await setDoc(doc(db, 'user_roles', OTHER_ADMIN_UID), { role: 'admin' });
    await setDoc(doc(db, 'orders', 'order-1'), { total: 42 });
  });
});

const visitors = [
  { who: 'an anonymous visitor', uid: null },
  { who: 'a signed-in user without a role', uid: MEMBER_UID },
  { who: 'an admin', uid: ADMIN_UID },
] as const;

function browserOf(uid: string | null): RulesTestContext {
  return uid === null
    ? testEnv.unauthenticatedContext()
    : testEnv.authenticatedContext(uid, { email: `${uid}@example.com` });
}

describe.each(visitors)('$who', ({ uid }) => {
  it.each(communityLists)('reads the newest %s, 12 at a time, and a single item', async (list) => {
    const db = browserOf(uid).firestore();
    const newest = await assertSucceeds(
      getDocs(query(collection(db, list), orderBy('created_at', 'desc'), limit(12))),
    );
    expect(newest.docs.map((entry) => entry.id)).toEqual(['seeded']);
    const item = await assertSucceeds(getDoc(doc(db, list, 'seeded')));
    expect(item.exists()).toBe(true);
  });

  it.each(communityLists)('cannot add, change or delete anything in %s', async (list) => {
    const db = browserOf(uid).firestore();
    await assertFails(setDoc(doc(db, list, 'written-by-a-browser'), seededItems[list]));
    await assertFails(updateDoc(doc(db, list, 'seeded'), { title: 'Changed', name: 'Changed' }));
    await assertFails(setDoc(doc(db, list, 'seeded'), seededItems[list]));
    await assertFails(deleteDoc(doc(db, list, 'seeded')));
  });

  it("cannot read another user's role", async () => {
    const db = browserOf(uid).firestore();
    await assertFails(getDoc(doc(db, 'user_roles', OTHER_ADMIN_UID)));
    if (uid !== MEMBER_UID) await assertFails(getDoc(doc(db, 'user_roles', MEMBER_UID)));
  });

  it('cannot list the roles to find out who the admins are', async () => {
    const db = browserOf(uid).firestore();
    await assertFails(getDocs(collection(db, 'user_roles')));
    await assertFails(getDocs(query(collection(db, 'user_roles'), where('role', '==', 'admin'))));
  });

  it('cannot write a role, not even its own', async () => {
    const db = browserOf(uid).firestore();
    const own = doc(db, 'user_roles', uid ?? 'anonymous');
    await assertFails(setDoc(own, { role: 'admin' }));
    await assertFails(setDoc(doc(db, 'user_roles', OTHER_ADMIN_UID), { role: 'member' }));
    await assertFails(deleteDoc(doc(db, 'user_roles', OTHER_ADMIN_UID)));
    if (uid === ADMIN_UID) {
      await assertFails(updateDoc(own, { role: 'owner' }));
      await assertFails(deleteDoc(own));
    }
  });

  it('cannot read or write a collection the rules do not name', async () => {
    const db = browserOf(uid).firestore();
    await assertFails(getDoc(doc(db, 'orders', 'order-1')));
    await assertFails(getDocs(collection(db, 'orders')));
    await assertFails(setDoc(doc(db, 'orders', 'order-2'), { total: 1 }));
    await assertFails(deleteDoc(doc(db, 'orders', 'order-1')));
  });
});

describe.each(visitors)('$who, and the inbox collections', ({ uid }) => {
  const ownSubscriberId = 'a1b2c3d4e5f60718293a4b5c6d7e8f90';
  /** One document per collection, shaped as the inbox Functions write them. */
  const inboxDocuments: Record<string, Record<string, unknown>> = {
    newsletter_subscribers: {
      email: `${uid ?? 'guest'}@example.com`,
      status: 'subscribed',
      source: 'footer',
      consent: 'Yes, send me wellness tips.',
      subscribedAt: createdAt,
      unsubscribedAt: null,
    },
    back_in_stock_requests: {
      email: `${uid ?? 'guest'}@example.com`,
      productHandle: 'mullein-lung-support',
      productTitle: 'Mullein Lung Support',
      requestedAt: createdAt,
    },
    contact_messages: {
      reference: 'SW-7K3Q9X',
      name: 'Ada',
      email: `${uid ?? 'guest'}@example.com`,
      subject: 'Hello',
      message: 'A question.',
      status: 'open',
      createdAt,
      answeredAt: null,
    },
    mail: {
      to: 'anyone@example.com',
      message: { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' },
    },
    rate_limits: { windowStart: createdAt, count: 1, expiresAt: createdAt },
  };
  const inboxCollections = Object.keys(inboxDocuments);

  beforeEach(async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      for (const collectionId of inboxCollections) {
        await setDoc(doc(db, collectionId, ownSubscriberId), inboxDocuments[collectionId] as object);
      }
    });
  });

  it.each(inboxCollections)('cannot get or list %s', async (collectionId) => {
    const db = browserOf(uid).firestore();
    await assertFails(getDoc(doc(db, collectionId, ownSubscriberId)));
    await assertFails(getDocs(collection(db, collectionId)));
    await assertFails(getDocs(query(collection(db, collectionId), limit(1))));
  });

  it.each(inboxCollections)('cannot create, update or delete in %s', async (collectionId) => {
    const db = browserOf(uid).firestore();
    const data = inboxDocuments[collectionId] as Record<string, unknown>;
    await assertFails(setDoc(doc(db, collectionId, 'written-by-a-browser'), data));
    await assertFails(setDoc(doc(db, collectionId, ownSubscriberId), data));
    await assertFails(updateDoc(doc(db, collectionId, ownSubscriberId), { status: 'unsubscribed' }));
    await assertFails(deleteDoc(doc(db, collectionId, ownSubscriberId)));
  });
});

describe('reading one’s own role', () => {
  it('an admin reads its own role, which says admin', async () => {
    const role = await assertSucceeds(getDoc(doc(browserOf(ADMIN_UID).firestore(), 'user_roles', ADMIN_UID)));
    expect(role.get('role')).toBe('admin');
  });

  it('a signed-in user without a role may look, and finds no role (so is not admin)', async () => {
    const role = await assertSucceeds(
      getDoc(doc(browserOf(MEMBER_UID).firestore(), 'user_roles', MEMBER_UID)),
    );
    expect(role.exists()).toBe(false);
  });

  it('an anonymous visitor has no role to read', async () => {
    await assertFails(getDoc(doc(browserOf(null).firestore(), 'user_roles', ADMIN_UID)));
  });
});

describe("a shopper's quiz result (users/{uid}/quiz/latest)", () => {
  /** A result as the store writes it (src/lib/firebase/quiz-results.ts). */
  const result = (overrides: Record<string, unknown> = {}) => ({
    answers: {
      ageGroup: '35-49',
      gender: 'female',
      primaryConcerns: ['blood-sugar', 'heart'],
      symptoms: ['fatigue'],
    },
    recommendations: [
      { number: '9', reasons: ['concern:blood-sugar'] },
      { number: '1', reasons: ['symptom:fatigue', 'concern:energy'] },
    ],
    finishedAt: Timestamp.fromDate(new Date('2026-11-20T10:00:00Z')),
    ...overrides,
  });
  const quizOf = (uid: string | null, owner: string) =>
    doc(browserOf(uid).firestore(), 'users', owner, 'quiz', 'latest');

  beforeEach(async () => {
    await testEnv.withSecurityRulesDisabled(async (context) => {
      await setDoc(doc(context.firestore(), 'users', ADMIN_UID, 'quiz', 'latest'), result());
    });
  });

  it('the shopper writes, rewrites, reads and deletes their own', async () => {
    const own = quizOf(MEMBER_UID, MEMBER_UID);
    await assertSucceeds(setDoc(own, result()));
    await assertSucceeds(setDoc(own, result({ recommendations: [] })));
    const read = await assertSucceeds(getDoc(own));
    expect(read.get('recommendations')).toEqual([]);
    await assertSucceeds(
      setDoc(own, result({ answers: { ageGroup: null, gender: null, primaryConcerns: [], symptoms: [] } })),
    );
    await assertSucceeds(deleteDoc(own));
  });

  it('holds up to twelve recommendations, each with up to eight reasons', async () => {
    const twelve = Array.from({ length: 12 }, (_, index) => ({
      number: String(index + 1),
      reasons: Array.from({ length: 8 }, () => `concern:${'a'.repeat(60)}`),
    }));
    await assertSucceeds(setDoc(quizOf(MEMBER_UID, MEMBER_UID), result({ recommendations: twelve })));
  });

  it.each(visitors)("$who cannot read, list, write or delete another shopper's", async ({ uid }) => {
    const other = quizOf(uid, ADMIN_UID === uid ? MEMBER_UID : ADMIN_UID);
    await assertFails(getDoc(other));
    await assertFails(setDoc(other, result()));
    await assertFails(deleteDoc(other));
    const db = browserOf(uid).firestore();
    await assertFails(getDocs(collection(db, 'users', ADMIN_UID, 'quiz')));
  });

  it('an anonymous visitor has none to write', async () => {
    await assertFails(setDoc(quizOf(null, 'anonymous'), result()));
  });

  it('only the one document, and nothing else under the user', async () => {
    const db = browserOf(MEMBER_UID).firestore();
    await assertFails(setDoc(doc(db, 'users', MEMBER_UID, 'quiz', 'second'), result()));
    await assertFails(setDoc(doc(db, 'users', MEMBER_UID), { name: 'Member' }));
    await assertFails(setDoc(doc(db, 'users', MEMBER_UID, 'medications', 'latest'), { choice: 'none' }));
    await assertFails(getDocs(collection(db, 'users', MEMBER_UID, 'quiz')));
  });

  const tooLong = 'x'.repeat(61);
  it.each<[string, Record<string, unknown>]>([
    ['an extra field (the medications never go here)', { medications: { choice: 'none' } }],
    ['a missing answer', { answers: { ageGroup: '35-49', gender: 'female', primaryConcerns: [] } }],
    [
      'an extra answer',
      { answers: { ageGroup: '35-49', gender: 'female', primaryConcerns: [], symptoms: [], note: 'x' } },
    ],
    [
      'an age group that is not text',
      { answers: { ageGroup: 35, gender: null, primaryConcerns: [], symptoms: [] } },
    ],
    [
      'an answer too long',
      { answers: { ageGroup: tooLong, gender: null, primaryConcerns: [], symptoms: [] } },
    ],
    [
      'concerns that are not text',
      { answers: { ageGroup: null, gender: null, primaryConcerns: [{ value: 'heart' }], symptoms: [] } },
    ],
    [
      'too many concerns',
      {
        answers: {
          ageGroup: null,
          gender: null,
          primaryConcerns: Array.from({ length: 25 }, (_, index) => `c${index}`),
          symptoms: [],
        },
      },
    ],
    [
      'a concern too long',
      { answers: { ageGroup: null, gender: null, primaryConcerns: ['heart', tooLong], symptoms: [] } },
    ],
    ['recommendations that are not a list', { recommendations: { number: '9' } }],
    [
      'thirteen recommendations',
      { recommendations: Array.from({ length: 13 }, (_, index) => ({ number: String(index), reasons: [] })) },
    ],
    ['a catalogue number that is not digits', { recommendations: [{ number: 'gid://x', reasons: [] }] }],
    ['a recommendation with an extra field', { recommendations: [{ number: '9', reasons: [], price: 1 }] }],
    ['a recommendation without reasons', { recommendations: [{ number: '9' }] }],
    ['reasons that are not text', { recommendations: [{ number: '9', reasons: [{ kind: 'concern' }] }] }],
    ['a reason of another kind', { recommendations: [{ number: '9', reasons: ['price:low'] }] }],
    ['a reason too long', { recommendations: [{ number: '9', reasons: [`concern:${tooLong}`] }] }],
    [
      'nine reasons',
      { recommendations: [{ number: '9', reasons: Array.from({ length: 9 }, () => 'concern:heart') }] },
    ],
    [
      'a bad twelfth recommendation',
      {
        recommendations: [
          ...Array.from({ length: 11 }, (_, index) => ({ number: String(index + 1), reasons: [] })),
          { number: '12', reasons: [], extra: true },
        ],
      },
    ],
    ['a finish time that is not a timestamp', { finishedAt: '2026-11-20T10:00:00Z' }],
  ])('refuses a result with %s', async (_label, overrides) => {
    await assertFails(setDoc(quizOf(MEMBER_UID, MEMBER_UID), result(overrides)));
  });

  it('refuses a result without its finish time', async () => {
    const withoutTime: Record<string, unknown> = result();
    delete withoutTime.finishedAt;
    await assertFails(setDoc(quizOf(MEMBER_UID, MEMBER_UID), withoutTime));
  });
});
