/**
 * The mock Firebase backend driven by the real firebase SDK (auth, firestore/lite, functions), as
 * the store uses it, through the app-wide MSW server of tests/setup.ts.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mockConfig } from '../../src/config/env-schema';
import { FIRESTORE_STORAGE_KEY } from './mock-firestore';
import { USERS_STORAGE_KEY } from './auth-users';
import { mockAccounts, mockFirestore, resetFirebaseMock, sentEmails, type CommunityListName } from './index';
import { fromFields } from './firestore-values';
import { server } from '../node';
import type * as FirebaseAppModule from 'firebase/app';
import type * as FirebaseAuthModule from 'firebase/auth';
import type * as FirestoreLiteModule from 'firebase/firestore/lite';
import type * as FirebaseFunctionsModule from 'firebase/functions';

type FirebaseApp = typeof FirebaseAppModule;
type FirebaseAuth = typeof FirebaseAuthModule;
type FirestoreLite = typeof FirestoreLiteModule;
type FirebaseFunctions = typeof FirebaseFunctionsModule;

// firebase/auth's Node build keeps the `fetch` that is global when it is first imported: importing
// it after MSW has started (tests/setup.ts starts it in beforeAll) lets MSW see its requests.
let firebase: {
  app: FirebaseApp;
  auth: FirebaseAuth;
  firestore: FirestoreLite;
  functions: FirebaseFunctions;
};

beforeAll(async () => {
  const [app, auth, firestore, functions] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    import('firebase/firestore/lite'),
    import('firebase/functions'),
  ]);
  firebase = { app, auth, firestore, functions };
  // Refused requests are expected here; the SDK would log each one as a warning.
  firestore.setLogLevel('silent');
});

const apps: FirebaseAppModule.FirebaseApp[] = [];
let appCount = 0;

/** A Firebase app of its own per use (named after this file, so other test files never clash). */
function newApp(apiKey: string = mockConfig.firebase.apiKey) {
  const app = firebase.app.initializeApp(
    { ...mockConfig.firebase, apiKey },
    `mock-firebase-handlers-test-${(appCount += 1)}`,
  );
  apps.push(app);
  // The SDKs' emulator switches, as the app uses them: the local services answer on the page's origin.
  const auth = firebase.auth.initializeAuth(app, { persistence: firebase.auth.inMemoryPersistence });
  firebase.auth.connectAuthEmulator(auth, location.origin, { disableWarnings: true });
  const db = firebase.firestore.getFirestore(app);
  firebase.firestore.connectFirestoreEmulator(db, location.hostname, Number(location.port));
  return { app, auth, db };
}

const connectedFunctions = new WeakMap<FirebaseAppModule.FirebaseApp, FirebaseFunctionsModule.Functions>();

/** The app's Functions, on the local services. */
function functionsOf(app: FirebaseAppModule.FirebaseApp) {
  let functions = connectedFunctions.get(app);
  if (!functions) {
    functions = firebase.functions.getFunctions(app, 'us-central1');
    firebase.functions.connectFunctionsEmulator(functions, location.hostname, Number(location.port));
    connectedFunctions.set(app, functions);
  }
  return functions;
}

async function signedIn(account: { email: string; password: string }) {
  const context = newApp();
  const { user } = await firebase.auth.signInWithEmailAndPassword(
    context.auth,
    account.email,
    account.password,
  );
  return { ...context, user };
}

async function errorCode(promise: Promise<unknown>): Promise<string> {
  return promise.then(
    () => 'no error',
    (error: { code?: string }) => error.code ?? String(error),
  );
}

function requestUrls(): { urls: string[]; stop(): void } {
  const urls: string[] = [];
  const listener = ({ request }: { request: Request }) => urls.push(`${request.method} ${request.url}`);
  server.events.on('request:start', listener);
  return { urls, stop: () => server.events.removeListener('request:start', listener) };
}

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => firebase.app.deleteApp(app)));
  resetFirebaseMock();
});

describe('mock Firebase Auth', () => {
  it('signs up a new account, which can then sign in; the password is stored only as a hash', async () => {
    const { auth } = newApp();
    const { user } = await firebase.auth.createUserWithEmailAndPassword(
      auth,
      'New.Shopper@Example.com',
      'secret-pass',
    );
    expect(user.email).toBe('new.shopper@example.com');
    expect(user.emailVerified).toBe(false);
    expect(user.uid).toMatch(/^[A-Za-z0-9]{28}$/);

    const again = await signedIn({ email: 'new.shopper@example.com', password: 'secret-pass' });
    expect(again.user.uid).toBe(user.uid);

    const saved = localStorage.getItem(USERS_STORAGE_KEY) ?? '';
    expect(saved).toContain('new.shopper@example.com');
    expect(saved).not.toContain('secret-pass');
  });

  it('signs up one account when two browsers send the same address at once; the other hears EMAIL_EXISTS', async () => {
    const signUp = () =>
      fetch(
        `${location.origin}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=${mockConfig.firebase.apiKey}`,
        {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            email: 'twice@example.com',
            password: 'twice-pass',
            returnSecureToken: true,
          }),
        },
      ).then(async (response) => ({ status: response.status, body: (await response.json()) as unknown }));
    const answers = await Promise.all([signUp(), signUp()]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(JSON.stringify(answers.find((answer) => answer.status === 400)?.body)).toContain('EMAIL_EXISTS');
  });

  it('refuses a registered email, a weak password and a malformed email as Firebase does', async () => {
    const { auth } = newApp();
    const create = (email: string, password: string) =>
      errorCode(firebase.auth.createUserWithEmailAndPassword(auth, email, password));
    expect(await create(mockAccounts.admin.email, 'another-password')).toBe('auth/email-already-in-use');
    expect(await create('ADMIN@example.com', 'another-password')).toBe('auth/email-already-in-use');
    expect(await create('someone@example.com', '12345')).toBe('auth/weak-password');
    expect(await create('not-an-email', 'secret-pass')).toBe('auth/invalid-email');
  });

  it('signs in the seeded accounts with ID tokens the SDK reads', async () => {
    const { user } = await signedIn(mockAccounts.admin);
    expect(user.uid).toBe(mockAccounts.admin.uid);
    expect(user.email).toBe(mockAccounts.admin.email);
    expect(user.emailVerified).toBe(true);
    const token = await user.getIdTokenResult();
    expect(token.signInProvider).toBe('password');
    expect(token.claims).toMatchObject({
      user_id: mockAccounts.admin.uid,
      sub: mockAccounts.admin.uid,
      aud: mockConfig.firebase.projectId,
      iss: `https://securetoken.google.com/${mockConfig.firebase.projectId}`,
      email: mockAccounts.admin.email,
    });
    const lifetime = Date.parse(token.expirationTime) - Date.parse(token.issuedAtTime);
    expect(lifetime).toBe(3600 * 1000);

    const member = await signedIn(mockAccounts.member);
    expect(member.user.uid).toBe(mockAccounts.member.uid);
  });

  it('answers a wrong password and an unknown email alike: auth/invalid-credential', async () => {
    const { auth } = newApp();
    const signIn = (email: string, password: string) =>
      errorCode(firebase.auth.signInWithEmailAndPassword(auth, email, password));
    expect(await signIn(mockAccounts.admin.email, 'wrong-password')).toBe('auth/invalid-credential');
    expect(await signIn('nobody@example.com', 'any-password')).toBe('auth/invalid-credential');
    expect(await signIn(mockAccounts.admin.email, '')).toBe('auth/missing-password');
  });

  it('refuses requests made with another API key', async () => {
    const { auth } = newApp('not-the-mock-key');
    const code = await errorCode(
      firebase.auth.signInWithEmailAndPassword(auth, mockAccounts.admin.email, mockAccounts.admin.password),
    );
    expect(code).toBe('auth/api-key-not-valid.-please-pass-a-valid-api-key.');
  });

  it('records the verification email with its continue URL, and its link verifies the address', async () => {
    const { auth } = newApp();
    const { user } = await firebase.auth.createUserWithEmailAndPassword(
      auth,
      'verify.me@example.com',
      'secret-pass',
    );
    await firebase.auth.sendEmailVerification(user, { url: 'http://localhost:5173/' });

    expect(sentEmails()).toEqual([
      expect.objectContaining({
        requestType: 'VERIFY_EMAIL',
        email: 'verify.me@example.com',
        uid: user.uid,
        continueUrl: 'http://localhost:5173/',
      }),
    ]);
    const [email] = sentEmails();
    const link = new URL(email?.link ?? '');
    expect(link.searchParams.get('mode')).toBe('verifyEmail');
    expect(link.searchParams.get('continueUrl')).toBe('http://localhost:5173/');

    await firebase.auth.applyActionCode(auth, link.searchParams.get('oobCode') ?? '');
    await firebase.auth.reload(user);
    expect(user.emailVerified).toBe(true);
  });

  it('refreshes ID tokens and reloads the account (token and lookup endpoints)', async () => {
    const { user } = await signedIn(mockAccounts.member);
    const requests = requestUrls();
    try {
      const refreshed = await user.getIdTokenResult(true);
      expect(refreshed.claims.user_id).toBe(mockAccounts.member.uid);
      await firebase.auth.reload(user);
    } finally {
      requests.stop();
    }
    expect(requests.urls).toEqual([
      `POST http://localhost:3000/securetoken.googleapis.com/v1/token?key=${mockConfig.firebase.apiKey}`,
      `POST http://localhost:3000/identitytoolkit.googleapis.com/v1/accounts:lookup?key=${mockConfig.firebase.apiKey}`,
    ]);
    expect(user.email).toBe(mockAccounts.member.email);
  });

  it('ends other sessions of an account that is deleted (auth/user-token-expired)', async () => {
    const first = await signedIn(mockAccounts.member);
    const second = await signedIn(mockAccounts.member);
    await firebase.auth.deleteUser(second.user);
    expect(await errorCode(first.user.getIdToken(true))).toBe('auth/user-token-expired');
    const code = await errorCode(
      firebase.auth.signInWithEmailAndPassword(
        newApp().auth,
        mockAccounts.member.email,
        mockAccounts.member.password,
      ),
    );
    expect(code).toBe('auth/invalid-credential');
  });
});

const lists: CommunityListName[] = ['health_events', 'caregiver_resources', 'support_groups'];

describe('mock Firestore (lite SDK)', () => {
  async function newestOf(db: FirestoreLiteModule.Firestore, list: CommunityListName) {
    const { collection, getDocs, limit, orderBy, query } = firebase.firestore;
    const snapshot = await getDocs(query(collection(db, list), orderBy('created_at', 'desc'), limit(12)));
    return snapshot.docs;
  }

  it.each(lists)('serves %s newest first, 12 at most, to anyone', async (list) => {
    const { db } = newApp();
    const documents = await newestOf(db, list);
    expect(documents.length).toBe(list === 'health_events' ? 12 : 9);
    const created = documents.map((document) => document.get('created_at').toMillis() as number);
    expect(created).toEqual([...created].sort((a, b) => b - a));
    for (const document of documents) {
      expect(document.get('region')).toEqual(expect.any(String));
      expect(document.get(list === 'support_groups' ? 'name' : 'title')).toEqual(expect.any(String));
    }
  });

  it('includes events the page filter leaves out', async () => {
    const { db } = newApp();
    const events = (await newestOf(db, 'health_events')).map((document) => document.data());
    expect(events.some((event) => event.event_date === undefined)).toBe(true);
    expect(events.some((event) => event.description === undefined)).toBe(true);
    expect(events.some((event) => event.location === 'TBD')).toBe(true);
    expect(events.some((event) => event.location === 'Brooklyn or Queens')).toBe(true);
  });

  it('filters with where (equality) as Firestore does', async () => {
    const { db } = newApp();
    const { collection, getDocs, query, where, orderBy, limit } = firebase.firestore;
    const snapshot = await getDocs(
      query(
        collection(db, 'health_events'),
        where('region', '==', 'Georgia'),
        orderBy('created_at', 'desc'),
        limit(2),
      ),
    );
    expect(snapshot.docs.map((document) => document.get('region'))).toEqual(['Georgia', 'Georgia']);
  });

  // What each visitor may read and write is tests/rules/rule-cases.ts; here, that the rules know a
  // visitor by the ID token the Auth backend gave them.
  it('knows a signed-in user by their ID token: their own role, and not another’s', async () => {
    const { doc, getDoc } = firebase.firestore;
    const admin = await signedIn(mockAccounts.admin);
    const ownRole = await getDoc(doc(admin.db, 'user_roles', mockAccounts.admin.uid));
    expect(ownRole.get('role')).toBe('admin');

    const member = await signedIn(mockAccounts.member);
    expect((await getDoc(doc(member.db, 'user_roles', mockAccounts.member.uid))).exists()).toBe(false);
    expect(await errorCode(getDoc(doc(member.db, 'user_roles', mockAccounts.admin.uid)))).toBe(
      'permission-denied',
    );
  });

  it("keeps a shopper's quiz result as written, until they delete it", async () => {
    const { doc, getDoc, setDoc, deleteDoc, Timestamp } = firebase.firestore;
    const member = await signedIn(mockAccounts.member);
    const own = doc(member.db, 'users', mockAccounts.member.uid, 'quiz', 'latest');
    await setDoc(own, {
      answers: { ageGroup: '35-49', gender: 'female', primaryConcerns: ['blood-sugar'], symptoms: [] },
      recommendations: [{ number: '9', reasons: ['concern:blood-sugar'] }],
      finishedAt: Timestamp.fromDate(new Date('2026-11-20T10:00:00Z')),
    });
    const read = await getDoc(own);
    expect(read.get('recommendations')).toEqual([{ number: '9', reasons: ['concern:blood-sugar'] }]);
    expect(read.get('finishedAt').toDate()).toEqual(new Date('2026-11-20T10:00:00Z'));

    await deleteDoc(own);
    expect((await getDoc(own)).exists()).toBe(false);
  });

  it('can start with a list empty', async () => {
    resetFirebaseMock({ emptyLists: ['support_groups'] });
    const { db } = newApp();
    expect(await newestOf(db, 'support_groups')).toEqual([]);
    expect((await newestOf(db, 'caregiver_resources')).length).toBe(9);
  });
});

describe('mock refresh Functions (callable)', () => {
  const callables = [
    ['fetchHealthEvents', 'health_events', 'eventsFound', 6],
    ['fetchCaregiverResources', 'caregiver_resources', 'resourcesFound', 5],
    ['fetchSupportGroups', 'support_groups', 'groupsFound', 4],
  ] as const;

  it.each(callables)(
    '%s adds the new feed items for an admin, then nothing',
    async (name, list, field, added) => {
      const admin = await signedIn(mockAccounts.admin);
      const refresh = firebase.functions.httpsCallable(functionsOf(admin.app), name);
      expect((await refresh(null)).data).toEqual({ [field]: added });
      expect((await refresh(null)).data).toEqual({ [field]: 0 });

      const { collection, getDocs, limit, orderBy, query } = firebase.firestore;
      const newest = await getDocs(
        query(collection(admin.db, list), orderBy('created_at', 'desc'), limit(12)),
      );
      const fresh = newest.docs.slice(0, added);
      expect(new Set(fresh.map((document) => document.get('created_at').toMillis())).size).toBe(1);
      // A reload of the page still shows them.
      expect(localStorage.getItem(FIRESTORE_STORAGE_KEY)).toContain(fresh[0]?.id);
    },
  );

  it('lets two admins refresh the same list at the same moment: both succeed, each item stored once', async () => {
    const [first, second] = await Promise.all([signedIn(mockAccounts.admin), signedIn(mockAccounts.admin)]);
    const refreshOf = (context: typeof first) =>
      firebase.functions.httpsCallable<null, { groupsFound: number }>(
        functionsOf(context.app),
        'fetchSupportGroups',
      );
    const answers = await Promise.all([refreshOf(first)(null), refreshOf(second)(null)]);
    expect(answers.reduce((sum, answer) => sum + answer.data.groupsFound, 0)).toBe(4);

    const { collection, getDocs } = firebase.firestore;
    const stored = await getDocs(collection(first.db, 'support_groups'));
    expect(new Set(stored.docs.map((document) => document.get('source_key'))).size).toBe(stored.size);
  });

  it('refuses a signed-in shopper who is not an admin', async () => {
    const member = await signedIn(mockAccounts.member);
    const refresh = firebase.functions.httpsCallable(functionsOf(member.app), 'fetchHealthEvents');
    await expect(refresh(null)).rejects.toMatchObject({
      code: 'functions/permission-denied',
      message: expect.stringContaining('Only administrators can refresh the community lists.'),
    });
  });

  it('refuses an anonymous caller', async () => {
    const { app } = newApp();
    const refresh = firebase.functions.httpsCallable(functionsOf(app), 'fetchSupportGroups');
    await expect(refresh(null)).rejects.toMatchObject({
      code: 'functions/unauthenticated',
      message: expect.stringContaining('Sign in to refresh the community lists.'),
    });
  });

  it('refuses input: a refresh takes none', async () => {
    const admin = await signedIn(mockAccounts.admin);
    const refresh = firebase.functions.httpsCallable(functionsOf(admin.app), 'fetchSupportGroups');
    await expect(refresh({ list: 'orders' })).rejects.toMatchObject({ code: 'functions/invalid-argument' });
  });
});

describe('mock inbox Functions (callable): newsletter, contact form, admin inbox', () => {
  const consent = 'Yes, send me wellness tips and offers. I can unsubscribe at any time.';

  function callableOf<Data, Result>(app: FirebaseAppModule.FirebaseApp, name: string) {
    return firebase.functions.httpsCallable<Data, Result>(functionsOf(app), name);
  }

  async function rejection(promise: Promise<unknown>) {
    return promise.then(
      () => ({ code: 'no error' }) as { code: string; message?: string; details?: unknown },
      (error: { code: string; message: string; details?: unknown }) => error,
    );
  }

  const subscribe = (app: FirebaseAppModule.FirebaseApp, email: string) =>
    callableOf(app, 'subscribeToNewsletter')({ email, source: 'exit-offer', consent });

  it('keeps a guest’s sign-up, which the seeded admin then sees and a member may not', async () => {
    const guest = newApp();
    expect((await subscribe(guest.app, ' Ada@Example.com')).data).toEqual({
      status: 'subscribed',
      discountCode: 'WELCOME10',
    });
    expect((await subscribe(guest.app, 'ada@example.com')).data).toEqual({
      status: 'already-subscribed',
      discountCode: 'WELCOME10',
    });
    // Kept with the rest of mock Firestore: a reload of the page still has it.
    expect(localStorage.getItem(FIRESTORE_STORAGE_KEY)).toContain('newsletter_subscribers/');

    const admin = await signedIn(mockAccounts.admin);
    const summary = await callableOf(admin.app, 'newsletterSummary')(null);
    expect(summary.data).toEqual({
      subscribed: 1,
      unsubscribed: 0,
      newest: [{ email: 'ada@example.com', source: 'exit-offer', subscribedAt: expect.any(String) }],
    });

    const member = await signedIn(mockAccounts.member);
    expect(await rejection(callableOf(member.app, 'newsletterSummary')(null))).toMatchObject({
      code: 'functions/permission-denied',
      message: expect.stringContaining('Only administrators can see messages and subscribers.'),
    });
    expect(await rejection(callableOf(guest.app, 'newsletterSummary')(null))).toMatchObject({
      code: 'functions/unauthenticated',
      message: expect.stringContaining('Sign in as an administrator to see this.'),
    });
  });

  it('mails the welcome with an unsubscribe link on this page’s origin, whose token unsubscribes', async () => {
    const guest = newApp();
    await subscribe(guest.app, 'grace@example.com');
    const [mail] = mockFirestore.documents().filter((document) => document.path.startsWith('mail/'));
    const { to, message } = fromFields(mail?.fields ?? {}) as { to: string; message: { text: string } };
    expect(to).toBe('grace@example.com');
    const link = /Unsubscribe: (\S+)/.exec(message.text)?.[1] ?? '';
    expect(link.startsWith(`${location.origin}/unsubscribe?token=`)).toBe(true);

    const unsubscribe = callableOf(guest.app, 'unsubscribeFromNewsletter');
    expect((await unsubscribe({ token: new URL(link).searchParams.get('token') })).data).toEqual({
      status: 'unsubscribed',
    });
    expect(await rejection(unsubscribe({ token: 'forged.token' }))).toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringContaining(
        'This unsubscribe link is not valid. Please use the link in your latest email, or contact us.',
      ),
    });
    const admin = await signedIn(mockAccounts.admin);
    expect((await callableOf(admin.app, 'newsletterSummary')(null)).data).toMatchObject({
      subscribed: 0,
      unsubscribed: 1,
    });
  });

  it('refuses a fourth sign-up of one address within the hour', async () => {
    const guest = newApp();
    for (let call = 0; call < 3; call += 1) await subscribe(guest.app, 'ada@example.com');
    expect(await rejection(subscribe(guest.app, 'ada@example.com'))).toMatchObject({
      code: 'functions/resource-exhausted',
      message: expect.stringContaining('Too many sign-ups in a short time. Please try again in an hour.'),
    });
  });

  it('keeps a contact message, which the admin lists, marks answered and can export alongside the list', async () => {
    const guest = newApp();
    const send = callableOf<unknown, { reference: string }>(guest.app, 'sendContactMessage');
    const { reference } = (
      await send({
        name: 'Grace',
        email: 'grace@example.com',
        subject: 'Shipping',
        message: 'Where is my order?',
      })
    ).data;
    expect(reference).toMatch(/^SW-[A-Z0-9]{6}$/);
    const queued = mockFirestore.documents().filter((document) => document.path.startsWith('mail/'));
    expect(queued).toHaveLength(2);

    const admin = await signedIn(mockAccounts.admin);
    const list = callableOf<unknown, { messages: Array<{ id: string; reference: string; status: string }> }>(
      admin.app,
      'listContactMessages',
    );
    const [message] = (await list({ status: 'open' })).data.messages;
    expect(message).toMatchObject({ reference, status: 'open' });
    const marked = await callableOf(
      admin.app,
      'setContactMessageStatus',
    )({ id: message?.id, status: 'answered' });
    expect(marked.data).toMatchObject({
      id: message?.id,
      status: 'answered',
      answeredAt: expect.any(String),
    });
    expect((await list({ status: 'open' })).data.messages).toEqual([]);

    await subscribe(guest.app, 'ada@example.com');
    const exported = await callableOf(admin.app, 'exportNewsletterSubscribers')(null);
    expect(exported.data).toEqual({
      count: 1,
      csv: expect.stringMatching(/^email,source,subscribed_at,consent\r\nada@example\.com,exit-offer,/),
    });
  });

  it('answers a message with problems per field, as the form shows them', async () => {
    const guest = newApp();
    const send = callableOf(guest.app, 'sendContactMessage');
    expect(
      await rejection(send({ name: '', email: 'grace@', subject: 'Hi', message: '<b>Hello</b>' })),
    ).toMatchObject({
      code: 'functions/invalid-argument',
      message: expect.stringContaining('Please check the highlighted fields.'),
      details: {
        problems: {
          name: 'Please enter your name.',
          email: 'Please enter a valid email address, like name@example.com.',
          message: 'Please remove HTML tags (like <b>) from your message.',
        },
      },
    });
    expect(mockFirestore.documents().some((document) => document.path.startsWith('contact_messages/'))).toBe(
      false,
    );
  });

  it('keeps a guest’s Notify me once per product, which the seeded admin then sees and a member may not', async () => {
    const guest = newApp();
    const notify = callableOf(guest.app, 'requestBackInStockNotice');
    const notice = { productHandle: 'mullein-lung-support', productTitle: 'Mullein Lung Support' };
    expect((await notify({ ...notice, email: ' Ada@Example.com' })).data).toEqual({ status: 'requested' });
    expect((await notify({ ...notice, email: 'ada@example.com' })).data).toEqual({
      status: 'already-requested',
    });
    expect(localStorage.getItem(FIRESTORE_STORAGE_KEY)).toContain('back_in_stock_requests/');

    const admin = await signedIn(mockAccounts.admin);
    expect((await callableOf(admin.app, 'backInStockSummary')(null)).data).toEqual({
      total: 1,
      newest: [{ ...notice, email: 'ada@example.com', requestedAt: expect.any(String) }],
    });
    const member = await signedIn(mockAccounts.member);
    expect(await rejection(callableOf(member.app, 'exportBackInStockRequests')(null))).toMatchObject({
      code: 'functions/permission-denied',
    });
  });

  it('answers an unknown Function as not found', async () => {
    const { app } = newApp();
    expect(await rejection(callableOf(app, 'deleteEverything')(null))).toMatchObject({
      code: 'functions/not-found',
    });
  });
});
