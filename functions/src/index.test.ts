/**
 * The deployed Functions, called through firebase-functions-test as the app calls them: the real
 * handlers, Firestore through the Admin SDK against the store's local Firestore server, Sanity
 * and the feeds served by MSW (requests to the local Firestore pass through). The refresh of the
 * community lists, then the newsletter, a sold-out product's "Notify me", the contact form and the
 * admin inbox, whose documents are read back from Firestore as stored.
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import functionsTest from 'firebase-functions-test';
import type { CallableFunction, CallableRequest } from 'firebase-functions/https';
import type * as LoggerModule from 'firebase-functions/logger';
import { evaluate, parse } from 'groq-js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as FunctionsModule from './index.js';
import { FEEDS_QUERY } from './ingest/index.js';
import { readFixture } from './test-support/fixtures.js';
import { startLocalFirestore, type LocalFirestore } from './test-support/local-firestore.js';

const logger = vi.hoisted(() => ({ info: vi.fn(), warn: vi.fn(), error: vi.fn() }));
vi.mock('firebase-functions/logger', async (importOriginal) => {
  const actual = await importOriginal<typeof LoggerModule>();
  return { ...actual, logger: { ...actual.logger, ...logger } };
});

// The test machine has no DNS for the feed host: it answers with a public address, as the internet would.
vi.mock('./ingest/resolve-host.js', () => ({ resolveHost: async () => ['93.184.215.14'] }));

const PROJECT_ID = 'demo-sankofa-wellness';
const SANITY_PROJECT_ID = 'sankofa-test';
const SANITY_QUERY_URL = `https://${SANITY_PROJECT_ID}.apicdn.sanity.io/v2025-02-19/data/query/production`;
const FEEDS = 'https://feeds.sankofa-test.example';
const inboxEnv = {
  WELCOME_DISCOUNT_CODE: 'WELCOME10',
  SUPPORT_EMAIL: 'support@sankofawellness.com',
  STORE_URL: 'https://sankofa-test.example',
  UNSUBSCRIBE_SECRET: 'index-test-unsubscribe-secret-0123456789',
};

/** The `communityFeed` documents of the Sanity dataset, as editors would keep them. */
const feedDocuments = [
  feedDocument('harlem', 'Harlem Health Network', 'health_events', 'New York', 'harlem-events.ics', 'ical'),
  feedDocument(
    'old-events',
    'Old events calendar',
    'health_events',
    'New York',
    'old-events.ics',
    'ical',
    false,
  ),
  feedDocument('down-events', 'Unreachable calendar', 'health_events', 'Georgia', 'down.ics', 'ical'),
  feedDocument(
    'nj-resources',
    'Garden State Caregivers',
    'caregiver_resources',
    'New Jersey',
    'nj.xml',
    'rss',
  ),
  feedDocument(
    'sfl-resources',
    'South Florida Caregivers',
    'caregiver_resources',
    'South Florida',
    'sfl.json',
    'json',
  ),
  feedDocument('ct-groups', 'Connecticut Circles', 'support_groups', 'Connecticut', 'ct.atom', 'rss'),
  feedDocument('ga-groups', 'Georgia Sister Circles', 'support_groups', 'Georgia', 'ga.json', 'json'),
  feedDocument('broken-groups', 'Broken group feed', 'support_groups', 'National', 'broken.xml', 'rss'),
];

const feedFiles: Record<string, { fixture: string; type: string }> = {
  'harlem-events.ics': { fixture: 'harlem-events.ics', type: 'text/calendar; charset=utf-8' },
  'old-events.ics': { fixture: 'harlem-events.ics', type: 'text/calendar' },
  'nj.xml': { fixture: 'caregiver-resources.rss.xml', type: 'application/rss+xml' },
  'sfl.json': { fixture: 'caregiver-resources.json', type: 'application/feed+json' },
  'ct.atom': { fixture: 'support-groups.atom.xml', type: 'application/atom+xml' },
  'ga.json': { fixture: 'support-groups.json', type: 'application/feed+json' },
  'broken.xml': { fixture: 'broken.xml', type: 'application/rss+xml' },
};

function feedDocument(
  id: string,
  title: string,
  list: string,
  region: string,
  file: string,
  format: string,
  enabled = true,
) {
  return {
    _id: `communityFeed.${id}`,
    _type: 'communityFeed',
    title,
    list,
    region,
    url: `${FEEDS}/${file}`,
    format,
    enabled,
  };
}

const requested: string[] = [];
let sanityDown = false;

const server = setupServer(
  http.get(SANITY_QUERY_URL, async ({ request }) => {
    requested.push(request.url);
    if (sanityDown) return HttpResponse.json({ error: 'unavailable' }, { status: 503 });
    const url = new URL(request.url);
    const query = url.searchParams.get('query') ?? '';
    const params = { list: JSON.parse(url.searchParams.get('$list') ?? 'null') as unknown };
    const result = await (await evaluate(parse(query, { params }), { dataset: feedDocuments, params })).get();
    return HttpResponse.json({ query, result, ms: 1 });
  }),
  http.get(`${FEEDS}/:file`, ({ request, params }) => {
    requested.push(request.url);
    const file = feedFiles[params.file as string];
    if (!file) return new HttpResponse('Service unavailable', { status: 503 });
    return new HttpResponse(readFixture(file.fixture), { headers: { 'content-type': file.type } });
  }),
);

const test = functionsTest({ projectId: PROJECT_ID });
let firestore: LocalFirestore;
let functions: typeof FunctionsModule;
let db: Firestore;

beforeAll(async () => {
  firestore = await startLocalFirestore();
  // Before the Admin SDK starts: it reads the variable once.
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  process.env.SANITY_PROJECT_ID = SANITY_PROJECT_ID;
  process.env.SANITY_DATASET = 'production';
  // What `firebase deploy` (or the emulator) puts in the environment from params and secrets.
  Object.assign(process.env, inboxEnv);
  server.listen({ onUnhandledRequest: 'bypass' });
  functions = await import('./index.js');
  db = (await import('./admin-app.js')).adminFirestore();
});

afterAll(async () => {
  server.close();
  await db?.terminate();
  test.cleanup();
  await firestore?.close();
  delete process.env.FIRESTORE_EMULATOR_HOST;
  for (const key of Object.keys(inboxEnv)) delete process.env[key];
});

beforeEach(async () => {
  firestore.reset();
  requested.length = 0;
  sanityDown = false;
  vi.clearAllMocks();
  await db.doc('user_roles/admin-uid').set({ role: 'admin' });
  await db.doc('user_roles/editor-uid').set({ role: 'editor' });
});

type Caller = 'anonymous' | 'member' | 'editor' | 'admin';

function call(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the functions answer different shapes
  fn: CallableFunction<unknown, Promise<any>>,
  caller: Caller,
  data: unknown = null,
  forwardedFor = '203.0.113.7',
) {
  // As the Functions framework's Express gives it: `ip` is the left-most entry (`trust proxy`).
  const rawRequest: Pick<CallableRequest['rawRequest'], 'ip' | 'headers'> = {
    ip: forwardedFor.split(',')[0]?.trim(),
    headers: { 'x-forwarded-for': forwardedFor },
  };
  const request: CallableRequest<unknown> = {
    data,
    rawRequest: rawRequest as CallableRequest['rawRequest'],
    acceptsStreaming: false,
  };
  if (caller !== 'anonymous') {
    const uid = `${caller}-uid`;
    request.auth = {
      uid,
      token: { uid, email: `${caller}@example.com` } as DecodedIdToken,
      rawToken: 'token',
    };
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own answer
  return test.wrap(fn)(request) as Promise<Record<string, any>>;
}

const everyFunction = [
  ['fetchHealthEvents', 'health_events'],
  ['fetchCaregiverResources', 'caregiver_resources'],
  ['fetchSupportGroups', 'support_groups'],
] as const;

async function documentsOf(list: string): Promise<Array<Record<string, unknown>>> {
  const snapshot = await db.collection(list).get();
  return snapshot.docs.map((document) => ({ id: document.id, ...document.data() }));
}

describe('an anonymous caller', () => {
  it.each(everyFunction)('is asked to sign in by %s, and nothing is read or written', async (name, list) => {
    await expect(call(functions[name], 'anonymous')).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Sign in to refresh the community lists.',
      httpErrorCode: { status: 401 },
    });
    expect(requested).toEqual([]);
    expect(await documentsOf(list)).toEqual([]);
  });
});

describe('a signed-in user who is not an admin', () => {
  it.each(everyFunction)('is refused by %s, and nothing is read or written', async (name, list) => {
    await expect(call(functions[name], 'member')).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Only administrators can refresh the community lists.',
      httpErrorCode: { status: 403 },
    });
    expect(requested).toEqual([]);
    expect(await documentsOf(list)).toEqual([]);
  });

  it('is refused when the role is anything but "admin"', async () => {
    await expect(call(functions.fetchHealthEvents, 'editor')).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('an admin', () => {
  it('refreshes the events from the enabled feeds and gets the number added', async () => {
    await expect(call(functions.fetchHealthEvents, 'admin')).resolves.toEqual({ eventsFound: 4 });

    const events = await documentsOf('health_events');
    expect(events.map((event) => event.title).sort()).toEqual([
      'Caregiver Coffee Morning',
      'Diabetes-Friendly Soul Food Kitchen',
      'Free Blood Pressure Screening',
      'Vision Check Day',
    ]);
    const screening = events.find((event) => event.title === 'Free Blood Pressure Screening');
    expect(screening).toMatchObject({
      event_type: 'screening',
      event_date: '2025-11-08',
      location: 'Abyssinian Baptist Church, 132 Odell Clark Pl, New York, NY',
      source_url: 'https://harlem-health.example.org/events/bp-screening',
      region: 'New York',
      source_key: `${FEEDS}/harlem-events.ics bp-screening-2025-11-08@harlem-health.example.org`,
    });
    expect(screening?.created_at).toBeInstanceOf(Timestamp);
    expect(Date.now() - (screening?.created_at as Timestamp).toMillis()).toBeLessThan(60_000);

    expect(requested).not.toContain(`${FEEDS}/old-events.ics`);
    expect(logger.warn).toHaveBeenCalledWith(
      expect.stringContaining('Skipped feed "Unreachable calendar"'),
      expect.anything(),
    );
    expect(logger.info).toHaveBeenCalledWith(
      'Refreshed health_events',
      expect.objectContaining({ uid: 'admin-uid', added: 4, failedSources: ['Unreachable calendar'] }),
    );
  });

  it('succeeds for two admins refreshing the same list at the same moment, each event stored once', async () => {
    const answers = await Promise.all([
      call(functions.fetchHealthEvents, 'admin'),
      call(functions.fetchHealthEvents, 'admin'),
    ]);
    expect(answers.reduce((sum, answer) => sum + (answer.eventsFound ?? 0), 0)).toBe(4);
    expect(await documentsOf('health_events')).toHaveLength(4);
  });

  it('adds nothing when the feeds have nothing new', async () => {
    await call(functions.fetchHealthEvents, 'admin');
    await expect(call(functions.fetchHealthEvents, 'admin')).resolves.toEqual({ eventsFound: 0 });
    expect(await documentsOf('health_events')).toHaveLength(4);
  });

  it('refreshes caregiver resources from RSS and JSON Feed sources', async () => {
    await expect(call(functions.fetchCaregiverResources, 'admin')).resolves.toEqual({ resourcesFound: 4 });
    const resources = await documentsOf('caregiver_resources');
    expect(resources.find((resource) => resource.title === 'Home-Delivered Meals for Seniors')).toMatchObject(
      {
        resource_type: 'Meals',
        contact_info: '305-555-0117',
        website_url: 'https://sfl-caregivers.example.org/resources/meals',
        region: 'South Florida',
      },
    );
    expect(
      resources.find((resource) => resource.title === 'Free Legal Clinic: Power of Attorney'),
    ).not.toHaveProperty('website_url');
  });

  it('refreshes support groups and skips the broken feed', async () => {
    await expect(call(functions.fetchSupportGroups, 'admin')).resolves.toEqual({ groupsFound: 4 });
    const groups = await documentsOf('support_groups');
    expect(groups.map((group) => group.name).sort()).toEqual([
      'Diabetes Sisters of Atlanta',
      'Heart Failure Virtual Check-in',
      'Lupus Warriors Online',
      'Stroke Survivors & Families Circle',
    ]);
    expect(logger.info).toHaveBeenCalledWith(
      'Refreshed support_groups',
      expect.objectContaining({ failedSources: ['Broken group feed'] }),
    );
  });

  it.each([{ list: 'health_events' }, 'refresh', 42, ['health_events']])(
    'is told the function takes no input when sending %j, and nothing is written',
    async (data) => {
      await expect(call(functions.fetchHealthEvents, 'admin', data)).rejects.toMatchObject({
        code: 'invalid-argument',
        httpErrorCode: { status: 400 },
      });
      expect(await documentsOf('health_events')).toEqual([]);
    },
  );

  it.each([undefined, {}])('may send %j as the input', async (data) => {
    await expect(call(functions.fetchSupportGroups, 'admin', data)).resolves.toEqual({ groupsFound: 4 });
  });

  it('gets the spec’s failure message when the feed sources cannot be read, and the cause is logged', async () => {
    sanityDown = true;
    await expect(call(functions.fetchHealthEvents, 'admin')).rejects.toMatchObject({
      code: 'internal',
      message: 'Could not refresh the list. Please try again later.',
      httpErrorCode: { status: 500 },
    });
    expect(logger.error).toHaveBeenCalledWith(
      'Refreshing health_events failed',
      expect.objectContaining({ error: expect.stringContaining('Sanity answered HTTP 503') }),
    );
    expect(await documentsOf('health_events')).toEqual([]);
  });
});

describe('the feeds query', () => {
  it('asks Sanity for the enabled feeds of the one list, with the shared GROQ query', async () => {
    await call(functions.fetchCaregiverResources, 'admin');
    const sanityRequest = new URL(requested.find((url) => url.startsWith(SANITY_QUERY_URL)) ?? '');
    expect(sanityRequest.searchParams.get('query')).toBe(FEEDS_QUERY);
    expect(sanityRequest.searchParams.get('$list')).toBe('"caregiver_resources"');
  });
});

interface StoredMail {
  to: string;
  replyTo?: string;
  message: { subject: string; text: string; html: string };
}

async function mails(): Promise<StoredMail[]> {
  return (await documentsOf('mail')) as unknown as StoredMail[];
}

const consent = 'Yes, send me wellness tips and offers.';

describe('the newsletter', () => {
  it('keeps a sign-up in newsletter_subscribers with one welcome mail, whose link unsubscribes', async () => {
    await expect(
      call(functions.subscribeToNewsletter, 'anonymous', {
        email: 'Ada@Example.com',
        source: 'footer',
        consent,
      }),
    ).resolves.toEqual({ status: 'subscribed', discountCode: 'WELCOME10' });

    const [subscriber, ...others] = await documentsOf('newsletter_subscribers');
    expect(others).toEqual([]);
    expect(subscriber).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      email: 'ada@example.com',
      status: 'subscribed',
      source: 'footer',
      consent,
      unsubscribedAt: null,
    });
    expect(subscriber?.subscribedAt).toBeInstanceOf(Timestamp);

    const [welcome] = await mails();
    expect(welcome?.to).toBe('ada@example.com');
    expect(welcome?.message.text).toContain('WELCOME10');
    const link = new URL(/Unsubscribe: (\S+)/.exec(welcome?.message.text ?? '')?.[1] ?? 'about:blank');
    expect(link.origin + link.pathname).toBe('https://sankofa-test.example/unsubscribe');

    await expect(
      call(functions.subscribeToNewsletter, 'member', {
        email: 'ada@example.com',
        source: 'exit-offer',
        consent,
      }),
    ).resolves.toEqual({ status: 'already-subscribed', discountCode: 'WELCOME10' });
    expect(await mails()).toHaveLength(1);

    await expect(
      call(functions.unsubscribeFromNewsletter, 'anonymous', { token: link.searchParams.get('token') }),
    ).resolves.toEqual({ status: 'unsubscribed' });
    const [after] = await documentsOf('newsletter_subscribers');
    expect(after).toMatchObject({ status: 'unsubscribed', source: 'footer' });
    expect(after?.unsubscribedAt).toBeInstanceOf(Timestamp);
  });

  it('refuses a bad address with the browser’s message, and a forged unsubscribe token', async () => {
    await expect(
      call(functions.subscribeToNewsletter, 'anonymous', { email: 'ada@', source: 'footer', consent }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Please enter a valid email address, like name@example.com.',
      httpErrorCode: { status: 400 },
    });
    await expect(
      call(functions.unsubscribeFromNewsletter, 'anonymous', { token: `${'a'.repeat(32)}.forged` }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'This unsubscribe link is not valid. Please use the link in your latest email, or contact us.',
    });
    expect(await documentsOf('newsletter_subscribers')).toEqual([]);
  });

  it('refuses the eleventh sign-up from one IP in an hour, writing nothing for it, whatever X-Forwarded-For the caller forged', async () => {
    for (let index = 0; index < 10; index += 1) {
      await call(
        functions.subscribeToNewsletter,
        'anonymous',
        { email: `shopper${index}@example.com`, source: 'exit-offer', consent },
        `198.51.100.${index}, 203.0.113.7`,
      );
    }
    await expect(
      call(functions.subscribeToNewsletter, 'anonymous', {
        email: 'late@example.com',
        source: 'footer',
        consent,
      }),
    ).rejects.toMatchObject({
      code: 'resource-exhausted',
      message: 'Too many sign-ups in a short time. Please try again in an hour.',
      httpErrorCode: { status: 429 },
    });
    expect(await documentsOf('newsletter_subscribers')).toHaveLength(10);
    expect(await mails()).toHaveLength(10);
    await expect(
      call(
        functions.subscribeToNewsletter,
        'anonymous',
        { email: 'late@example.com', source: 'footer', consent },
        '198.51.100.20',
      ),
    ).resolves.toMatchObject({ status: 'subscribed' });
  });
});

describe('a sold-out product’s Notify me', () => {
  const notice = { productHandle: 'mullein-lung-support', productTitle: 'Mullein Lung Support' };

  it('keeps the address for the product once, mails nothing, and refuses a bad address', async () => {
    await expect(
      call(functions.requestBackInStockNotice, 'anonymous', { ...notice, email: 'Ada@Example.com' }),
    ).resolves.toEqual({ status: 'requested' });
    await expect(
      call(functions.requestBackInStockNotice, 'member', { ...notice, email: 'ada@example.com' }),
    ).resolves.toEqual({ status: 'already-requested' });

    const [request, ...others] = await documentsOf('back_in_stock_requests');
    expect(others).toEqual([]);
    expect(request).toMatchObject({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      email: 'ada@example.com',
      ...notice,
    });
    expect(request?.requestedAt).toBeInstanceOf(Timestamp);
    expect(await mails()).toEqual([]);

    await expect(
      call(functions.requestBackInStockNotice, 'anonymous', { ...notice, email: 'grace@' }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Please enter a valid email address, like name@example.com.',
      httpErrorCode: { status: 400 },
    });
    expect(await documentsOf('back_in_stock_requests')).toHaveLength(1);
  });
});

describe('the contact form', () => {
  const letter = {
    name: 'Grace Hopper',
    email: 'grace@example.com',
    subject: 'Order & delivery',
    message: 'Is <5 mg fine?',
  };

  it('keeps the message in contact_messages and queues the two mails', async () => {
    const { reference } = await call(functions.sendContactMessage, 'anonymous', letter);
    expect(reference).toMatch(/^SW-[234679ACDEFGHJKMNPQRTVWXYZ]{6}$/);

    const [stored, ...others] = await documentsOf('contact_messages');
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ reference, ...letter, status: 'open', answeredAt: null });
    expect(stored?.createdAt).toBeInstanceOf(Timestamp);

    const sent = await mails();
    expect(sent.map((mail) => mail.to).sort()).toEqual(['grace@example.com', 'support@sankofawellness.com']);
    const toSupport = sent.find((mail) => mail.to === 'support@sankofawellness.com');
    expect(toSupport?.replyTo).toBe('grace@example.com');
    expect(toSupport?.message.subject).toBe(`[${reference}] Order & delivery`);
    expect(toSupport?.message.html).toContain('Is &lt;5 mg fine?');
    const receipt = sent.find((mail) => mail.to === 'grace@example.com');
    expect(receipt?.message.text).toContain(`Your reference is ${reference}.`);
    expect(receipt?.message.text).not.toMatch(/Grace|Order & delivery|5 mg/);
  });

  it('answers the form’s problems per field, storing nothing', async () => {
    await expect(
      call(functions.sendContactMessage, 'anonymous', { ...letter, name: '', message: '<script>x</script>' }),
    ).rejects.toMatchObject({
      code: 'invalid-argument',
      message: 'Please check the highlighted fields.',
      details: {
        problems: {
          name: 'Please enter your name.',
          message: 'Please remove HTML tags (like <b>) from your message.',
        },
      },
    });
    expect(await documentsOf('contact_messages')).toEqual([]);
    expect(await mails()).toEqual([]);
  });
});

describe('the admin inbox', () => {
  const inboxFunctions = [
    ['listContactMessages', null],
    ['setContactMessageStatus', { id: 'abc', status: 'answered' }],
    ['newsletterSummary', null],
    ['exportNewsletterSubscribers', null],
    ['backInStockSummary', null],
    ['exportBackInStockRequests', null],
  ] as const;

  it.each(inboxFunctions)('%s asks a guest to sign in and refuses a member', async (name, data) => {
    await expect(call(functions[name], 'anonymous', data)).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Sign in as an administrator to see this.',
    });
    await expect(call(functions[name], 'member', data)).rejects.toMatchObject({
      code: 'permission-denied',
      message: 'Only administrators can see messages and subscribers.',
    });
    await expect(call(functions[name], 'editor', data)).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('lets an admin read the messages, mark one answered, and see and export the newsletter list', async () => {
    const { reference } = await call(functions.sendContactMessage, 'anonymous', {
      name: 'Ada',
      email: 'ada@example.com',
      subject: 'Hello',
      message: 'A question.',
    });
    await call(functions.subscribeToNewsletter, 'anonymous', {
      email: 'ada@example.com',
      source: 'footer',
      consent,
    });
    await call(functions.subscribeToNewsletter, 'anonymous', {
      email: 'grace@example.com',
      source: 'community',
      consent: '',
    });

    const { messages } = await call(functions.listContactMessages, 'admin', { status: 'open' });
    expect(messages).toEqual([
      expect.objectContaining({ reference, name: 'Ada', status: 'open', answeredAt: null }),
    ]);
    const answered = await call(functions.setContactMessageStatus, 'admin', {
      id: messages[0].id,
      status: 'answered',
    });
    expect(answered).toMatchObject({ id: messages[0].id, status: 'answered' });
    expect(Date.now() - Date.parse(answered.answeredAt)).toBeLessThan(60_000);
    expect((await call(functions.listContactMessages, 'admin', { status: 'open' })).messages).toEqual([]);
    await expect(
      call(functions.setContactMessageStatus, 'admin', { id: 'NoSuchMessage', status: 'open' }),
    ).rejects.toMatchObject({ code: 'not-found', message: 'This message no longer exists.' });

    const summary = await call(functions.newsletterSummary, 'admin');
    expect(summary).toMatchObject({ subscribed: 2, unsubscribed: 0 });
    expect(summary.newest.map((entry: { email: string }) => entry.email)).toEqual([
      'grace@example.com',
      'ada@example.com',
    ]);
    const exported = await call(functions.exportNewsletterSubscribers, 'admin');
    expect(exported.count).toBe(2);
    expect(exported.csv).toMatch(
      /^email,source,subscribed_at,consent\r\ngrace@example\.com,community,\S+,\r\nada@example\.com,footer,\S+,"Yes, send me/,
    );
  });

  it('lets an admin see and export who asked to be told when a product is back', async () => {
    for (const email of ['ada@example.com', 'grace@example.com']) {
      await call(functions.requestBackInStockNotice, 'anonymous', {
        email,
        productHandle: 'saffron-mood-support',
        productTitle: 'Saffron Mood Support',
      });
    }
    const summary = await call(functions.backInStockSummary, 'admin');
    expect(summary.total).toBe(2);
    expect(summary.newest.map((entry: { email: string }) => entry.email)).toEqual([
      'grace@example.com',
      'ada@example.com',
    ]);
    const exported = await call(functions.exportBackInStockRequests, 'admin');
    expect(exported.count).toBe(2);
    expect(exported.csv).toMatch(
      /^product,product_handle,email,requested_at\r\nSaffron Mood Support,saffron-mood-support,grace@example\.com,\S+\r\n/,
    );
  });
});
