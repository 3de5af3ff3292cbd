// @vitest-environment node
/**
 * The local Firestore server as firebase-admin 13 talks to it (FIRESTORE_EMULATOR_HOST with
 * preferRest: google-gax's REST transport), and as the browser SDK would under dev:emulators.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { http, passthrough } from 'msw';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { FieldValue, initializeFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { server as mswServer } from '../node';
import { createIdToken } from './auth-tokens';
import { startFirestoreServer, type FirestoreServer } from './firestore-server';

const projectId = 'demo-sankofa-wellness';
let firestoreServer: FirestoreServer;
let app: App;
let db: Firestore;
const logged: string[] = [];
const previousHost = process.env.FIRESTORE_EMULATOR_HOST;

beforeAll(async () => {
  firestoreServer = await startFirestoreServer({ log: (message) => logged.push(message) });
  process.env.FIRESTORE_EMULATOR_HOST = firestoreServer.host;
  app = initializeApp({ projectId }, 'firestore-server-test');
  db = initializeFirestore(app, { preferRest: true });
  // The REST transport wants Google credentials even for an emulator (nodejs-firestore#1811);
  // these send the emulator's owner token, as functions/src/admin-app.ts does.
  db.settings({ auth: { getRequestHeaders: async () => ({ Authorization: 'Bearer owner' }) } });
});

// The app-wide MSW server refuses unknown hosts: this file talks to the local server for real.
beforeEach(() => mswServer.use(http.all(`http://${firestoreServer.host}/*`, () => passthrough())));

afterEach(() => {
  firestoreServer.reset();
  logged.length = 0;
});

afterAll(async () => {
  await deleteApp(app);
  await firestoreServer.close();
  if (previousHost === undefined) delete process.env.FIRESTORE_EMULATOR_HOST;
  else process.env.FIRESTORE_EMULATOR_HOST = previousHost;
});

const events = () => db.collection('health_events');

async function seedEvents() {
  const day = (date: string) => Timestamp.fromDate(new Date(`${date}T12:00:00Z`));
  const batch = db.batch();
  batch.create(events().doc('a'), { title: 'Walk', region: 'Georgia', created_at: day('2026-11-01') });
  batch.create(events().doc('b'), { title: 'Screening', region: 'Georgia', created_at: day('2026-11-03') });
  batch.create(events().doc('c'), { title: 'Class', region: 'New York', created_at: day('2026-11-04') });
  batch.create(events().doc('d'), { title: 'Fair', region: 'Georgia', created_at: day('2026-11-02') });
  await batch.commit();
}

describe('local Firestore server with firebase-admin (preferRest)', () => {
  it('creates documents, and refuses to create one twice (HTTP 409 ALREADY_EXISTS)', async () => {
    const createdAt = Timestamp.fromDate(new Date('2026-11-20T10:00:00.123Z'));
    const result = await events()
      .doc('walk')
      .create({ title: 'Heart Walk', count: 3, created_at: createdAt });
    expect(result.writeTime).toBeInstanceOf(Timestamp);

    const snapshot = await events().doc('walk').get();
    expect(snapshot.exists).toBe(true);
    expect(snapshot.data()).toEqual({ title: 'Heart Walk', count: 3, created_at: createdAt });
    expect(snapshot.createTime).toBeInstanceOf(Timestamp);

    // Asked through REST directly: google-gax reads any HTTP 409 as ABORTED, which firebase-admin
    // retries for up to a minute, as it would against Firestore itself.
    const name = `projects/${projectId}/databases/(default)/documents/health_events/walk`;
    const again = await fetch(
      `http://${firestoreServer.host}/v1/projects/${projectId}/databases/(default)/documents:commit`,
      {
        method: 'POST',
        headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          writes: [{ update: { name, fields: {} }, currentDocument: { exists: false } }],
        }),
      },
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 409, status: 'ALREADY_EXISTS', message: `Document already exists: ${name}` },
    });
  });

  it('reads many documents at once (getAll), found and missing', async () => {
    await seedEvents();
    const [found, missing] = await db.getAll(events().doc('a'), events().doc('nope'));
    expect(found?.exists).toBe(true);
    expect(found?.get('title')).toBe('Walk');
    expect(missing?.exists).toBe(false);
  });

  it('runs a where + orderBy + limit query', async () => {
    await seedEvents();
    const snapshot = await events()
      .where('region', '==', 'Georgia')
      .orderBy('created_at', 'desc')
      .limit(2)
      .get();
    expect(snapshot.docs.map((document) => document.id)).toEqual(['b', 'd']);
    const count = await events().where('region', '==', 'Georgia').count().get();
    expect(count.data().count).toBe(3);
  });

  it('commits a batch of set, update, delete and server timestamps atomically', async () => {
    await seedEvents();
    const batch = db.batch();
    batch.set(events().doc('e'), { title: 'New', updated: FieldValue.serverTimestamp() });
    batch.update(events().doc('a'), { title: 'Morning Walk', 'details.length': '2 miles' });
    batch.set(events().doc('b'), { region: 'South Florida' }, { merge: true });
    batch.delete(events().doc('c'));
    await batch.commit();

    const [e, a, b, c] = await db.getAll(...['e', 'a', 'b', 'c'].map((id) => events().doc(id)));
    expect(e?.get('updated')).toBeInstanceOf(Timestamp);
    expect(a?.data()).toMatchObject({
      title: 'Morning Walk',
      region: 'Georgia',
      details: { length: '2 miles' },
    });
    expect(b?.data()).toMatchObject({ title: 'Screening', region: 'South Florida' });
    expect(c?.exists).toBe(false);

    const failing = db.batch();
    failing.set(events().doc('f'), { title: 'Never written' });
    failing.update(events().doc('missing'), { title: 'No such document' });
    await expect(failing.commit()).rejects.toMatchObject({ code: 5 });
    expect((await events().doc('f').get()).exists).toBe(false);
  });

  it('runs transactions', async () => {
    await db.collection('counters').doc('refreshes').set({ value: 1 });
    await db.runTransaction(async (transaction) => {
      const counter = await transaction.get(db.collection('counters').doc('refreshes'));
      transaction.update(counter.ref, { value: (counter.get('value') as number) + 1 });
    });
    expect((await db.collection('counters').doc('refreshes').get()).get('value')).toBe(2);
  });

  it('empties on reset and on the emulator’s DELETE endpoint', async () => {
    await seedEvents();
    firestoreServer.reset();
    expect((await events().get()).size).toBe(0);
    await seedEvents();
    const response = await fetch(
      `http://${firestoreServer.host}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
      { method: 'DELETE' },
    );
    expect(response.status).toBe(200);
    expect((await events().get()).size).toBe(0);
  });
});

describe('local Firestore server for the browser SDK (dev:emulators)', () => {
  const base = () => `http://${firestoreServer.host}/v1/projects/${projectId}/databases/(default)/documents`;

  it('answers CORS preflights', async () => {
    const response = await fetch(`${base()}:runQuery`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5173',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization,content-type,x-goog-api-client',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('POST');
    expect(response.headers.get('access-control-allow-headers')).toContain('authorization');
  });

  // What each visitor may do is tests/rules/rule-cases.ts, which runs through this server.
  it('refuses what the rules refuse with HTTP 403, and lets the owner (firebase-admin) past them', async () => {
    await seedEvents();
    const commit = (token: string) =>
      fetch(`${base()}:commit`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain', Authorization: `Bearer ${token}` },
        body: JSON.stringify({
          writes: [{ delete: `projects/${projectId}/databases/(default)/documents/health_events/a` }],
        }),
      });
    const someone = createIdToken({ uid: 'someone', email: 'someone@example.com', emailVerified: true }, 0);
    const refused = await commit(someone);
    expect(refused.status).toBe(403);
    expect(refused.headers.get('access-control-allow-origin')).toBe('*');
    expect(await refused.json()).toMatchObject({ error: { code: 403, status: 'PERMISSION_DENIED' } });
    expect((await commit('owner')).status).toBe(200);
  });

  it('serves the browser SDK with emulator tokens', async () => {
    await db.collection('user_roles').doc('someone').set({ role: 'admin' });
    await seedEvents();
    const client = await import('firebase/app');
    const lite = await import('firebase/firestore/lite');
    lite.setLogLevel('silent');
    const browserApp = client.initializeApp({ projectId, apiKey: 'any' }, 'firestore-server-test-browser');
    try {
      const browserDb = lite.getFirestore(browserApp);
      // The token the Auth emulator would issue (unsigned), as connectFirestoreEmulator mocks it.
      lite.connectFirestoreEmulator(browserDb, '127.0.0.1', firestoreServer.port, {
        mockUserToken: { user_id: 'someone', sub: 'someone' },
      });
      const role = await lite.getDoc(lite.doc(browserDb, 'user_roles', 'someone'));
      expect(role.get('role')).toBe('admin');
      const newest = await lite.getDocs(
        lite.query(
          lite.collection(browserDb, 'health_events'),
          lite.orderBy('created_at', 'desc'),
          lite.limit(2),
        ),
      );
      expect(newest.docs.map((document) => document.id)).toEqual(['c', 'b']);
    } finally {
      await client.deleteApp(browserApp);
    }
  });

  it('can start with the mock backend’s seed', async () => {
    const seeded = await startFirestoreServer({ seed: true });
    mswServer.use(http.all(`http://${seeded.host}/*`, () => passthrough()));
    try {
      const response = await fetch(
        `http://${seeded.host}/v1/projects/${projectId}/databases/(default)/documents:runQuery`,
        {
          method: 'POST',
          body: JSON.stringify({ structuredQuery: { from: [{ collectionId: 'support_groups' }] } }),
        },
      );
      expect(((await response.json()) as unknown[]).length).toBe(9);
    } finally {
      await seeded.close();
    }
  });

  it('logs and refuses requests it does not know', async () => {
    const response = await fetch(`${base()}:partitionQuery`, {
      method: 'POST',
      body: '{"partitionCount":2}',
    });
    expect(response.status).toBe(404);
    expect(logged).toEqual([
      expect.stringContaining('unknown request: POST /v1/projects/demo-sankofa-wellness'),
    ]);
    expect(logged[0]).toContain('partitionCount');
  });
});
