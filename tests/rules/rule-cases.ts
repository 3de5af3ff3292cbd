/**
 * What a browser may read and write in Firestore: one table of cases, each a visitor, an operation
 * on a path (with its data for a write) and whether Firestore allows it. The same table runs
 * against `firestore.rules` in the official Firestore emulator (tests/rules/firestore-rules.test.ts,
 * `npm run test:rules`) and against the local services' Firestore, whose rules are a translation
 * (mocks/firebase/firestore-rules.test.ts, in the unit tests): a case added here checks both, so the
 * two cannot drift apart unseen.
 *
 * Every case starts from `seededDocuments` (written with the rules off, as the Functions and the
 * admin script write them). Server code never passes through these rules, so an admin's browser
 * gets no more than anyone else's: admins refresh lists and read the inbox through the Functions.
 */

export const MEMBER_UID = 'member-uid';
export const OTHER_MEMBER_UID = 'other-member-uid';
export const ADMIN_UID = 'admin-uid';
/** Another admin, who is not one of the visitors: nobody else may read their role. */
export const OTHER_ADMIN_UID = 'other-admin-uid';

/** Who asks: their uid, or null when signed out. The admin has `user_roles/admin-uid`. */
export const visitors = {
  'signed out': null,
  member: MEMBER_UID,
  'other member': OTHER_MEMBER_UID,
  admin: ADMIN_UID,
} as const;
export type Visitor = keyof typeof visitors;
const everyone = Object.keys(visitors) as Visitor[];

/**
 * A value only the SDK makes: `serverTimestamp()` and `arrayUnion(...)`, which the server fills in
 * as it writes, and a reference to a document (`doc(db, path)`).
 */
export class SdkValue {
  constructor(
    readonly kind: 'serverTimestamp' | 'arrayUnion' | 'reference',
    readonly args: unknown[] = [],
  ) {}
}
const serverTimestamp = () => new SdkValue('serverTimestamp');
const arrayUnion = (...items: unknown[]) => new SdkValue('arrayUnion', items);
const reference = (path: string) => new SdkValue('reference', [path]);

/** A document's data as plain values: Dates are timestamps, SdkValues what they say. */
export type Data = Record<string, unknown>;

export type RuleCase = { who: Visitor; expect: 'allow' | 'deny'; path: string; note?: string } & (
  | { op: 'get' | 'delete' }
  /**
   * A query of the collection at `path` (with `group`, of every collection of that id), perhaps
   * with a field equal to a value, newest first by a field, or a limit.
   */
  | {
      op: 'list' | 'count';
      where?: [field: string, value: unknown];
      /** More fields equal to values, after `where`. */
      andWhere?: [field: string, value: unknown][];
      newestBy?: string;
      limit?: number;
      group?: boolean;
    }
  /** `set` creates or replaces the whole document; `update` changes the fields at these paths. */
  | { op: 'set' | 'update'; data: Data }
);

/** A case without its visitor, for `forEach`, which gives it to each of several. */
type WithoutVisitor<Case> = Case extends unknown ? Omit<Case, 'who'> : never;
type Row = WithoutVisitor<RuleCase>;
const forEach = (who: Visitor[], row: Row): RuleCase[] =>
  who.map((visitor) => ({ ...row, who: visitor }) as RuleCase);

const createdAt = new Date('2026-01-15T10:00:00Z');
const communityLists = ['health_events', 'caregiver_resources', 'support_groups'] as const;
const inboxCollections = [
  'newsletter_subscribers',
  'back_in_stock_requests',
  'contact_messages',
  'mail',
  'rate_limits',
] as const;

/** A shopper's quiz result as the store writes it (src/lib/firebase/quiz-results.ts). */
export function quizResult(overrides: Data = {}): Data {
  return {
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
    finishedAt: new Date('2026-11-20T10:00:00Z'),
    ...overrides,
  };
}

const answers = (overrides: Data) => ({
  answers: { ageGroup: null, gender: null, primaryConcerns: [], symptoms: [], ...overrides },
});

const publishedReview = `reviews/mullein-lung-support__${OTHER_MEMBER_UID}`;
const heldReview = `reviews/mullein-lung-support__${MEMBER_UID}`;
const rejectedReview = `reviews/ashwagandha-calm__${OTHER_MEMBER_UID}`;
const vote = `review_votes/mullein-lung-support__${OTHER_MEMBER_UID}__${MEMBER_UID}`;

/** A review as the reviews Functions write it (docs/reviews.md). */
function review(
  uid: string,
  status: string,
  rules: string[] = [],
  productHandle = 'mullein-lung-support',
): Data {
  return {
    product_handle: productHandle,
    product_title: 'Mullein Lung Support',
    uid,
    author: 'Maya J.',
    rating: 4,
    title: 'Easy to take',
    body: 'Two capsules a day with breakfast, no aftertaste.',
    incentivized: false,
    verified_buyer: true,
    staff: false,
    status,
    rules,
    helpful_count: 1,
    reply: null,
    created_at: createdAt,
    updated_at: null,
    decided_at: null,
    decided_by: null,
  };
}

/** The documents every case starts from, each shaped as the Functions or the admin script write it. */
export const seededDocuments: Record<string, Data> = {
  'health_events/seeded': {
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
  'caregiver_resources/seeded': {
    title: 'Respite care directory',
    description: 'Short-term care so family caregivers can rest.',
    resource_type: 'Respite care',
    website_url: 'https://example.org/respite',
    region: 'New Jersey',
    source_key: 'https://example.org/respite',
    created_at: createdAt,
  },
  'support_groups/seeded': {
    name: 'Living with diabetes circle',
    description: 'A monthly peer group for people managing type 2 diabetes.',
    meeting_format: 'virtual',
    meeting_schedule: 'First Tuesday of the month, 7 pm',
    region: 'Georgia',
    source_key: 'https://example.org/diabetes-circle',
    created_at: createdAt,
  },
  [`user_roles/${ADMIN_UID}`]: { role: 'admin' },
  [`user_roles/${OTHER_ADMIN_UID}`]: { role: 'admin' },
  'orders/order-1': { total: 42 },
  [`users/${ADMIN_UID}/quiz/latest`]: quizResult(),
  [`users/${OTHER_MEMBER_UID}/quiz/latest`]: quizResult(),
  'newsletter_subscribers/seeded': {
    email: 'ada@example.com',
    status: 'subscribed',
    source: 'footer',
    consent: 'Yes, send me wellness tips.',
    subscribedAt: createdAt,
    unsubscribedAt: null,
  },
  'back_in_stock_requests/seeded': {
    email: 'ada@example.com',
    productHandle: 'mullein-lung-support',
    productTitle: 'Mullein Lung Support',
    requestedAt: createdAt,
  },
  'contact_messages/seeded': {
    reference: 'SW-7K3Q9X',
    name: 'Ada',
    email: 'ada@example.com',
    subject: 'Hello',
    message: 'A question.',
    status: 'open',
    createdAt,
    answeredAt: null,
  },
  'mail/seeded': {
    to: 'anyone@example.com',
    message: { subject: 'Hello', text: 'Hello', html: '<p>Hello</p>' },
  },
  'rate_limits/seeded': { windowStart: createdAt, count: 1, expiresAt: createdAt },
  [publishedReview]: review(OTHER_MEMBER_UID, 'published'),
  [heldReview]: review(MEMBER_UID, 'held', ['link']),
  [rejectedReview]: review(OTHER_MEMBER_UID, 'rejected', ['off-topic'], 'ashwagandha-calm'),
  'review_summaries/mullein-lung-support': { count: 1, sum: 4, stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 } },
  [vote]: { review_id: publishedReview.split('/')[1], uid: MEMBER_UID, created_at: createdAt },
};

/**
 * The community lists are public information shown on /community to every visitor, signed in or
 * not: anyone reads one item or the newest items; nobody writes them from a browser.
 */
const communityListCases = communityLists.flatMap((list): RuleCase[] => [
  ...forEach(everyone, { op: 'list', path: list, newestBy: 'created_at', limit: 12, expect: 'allow' }),
  ...forEach(everyone, { op: 'list', path: list, where: ['region', 'Georgia'], expect: 'allow' }),
  ...forEach(everyone, { op: 'count', path: list, expect: 'allow' }),
  ...forEach(everyone, { op: 'get', path: `${list}/seeded`, expect: 'allow' }),
  ...forEach(everyone, { op: 'get', path: `${list}/missing`, expect: 'allow' }),
  ...forEach(everyone, { op: 'list', path: list, group: true, expect: 'deny', note: 'a collection group' }),
  ...forEach(everyone, { op: 'get', path: `${list}/seeded/comments/first`, expect: 'deny' }),
  ...forEach(everyone, { op: 'set', path: `${list}/written-by-a-browser`, data: {}, expect: 'deny' }),
  ...forEach(everyone, {
    op: 'set',
    path: `${list}/seeded`,
    data: seededDocuments[`${list}/seeded`] as Data,
    expect: 'deny',
  }),
  ...forEach(everyone, { op: 'update', path: `${list}/seeded`, data: { title: 'Changed' }, expect: 'deny' }),
  ...forEach(everyone, { op: 'delete', path: `${list}/seeded`, expect: 'deny' }),
]);

/**
 * A role is read by the app only to know whether that same user is an admin: nobody sees anyone
 * else's, nor lists them to find the admins, and nobody writes one, so nobody makes themselves admin.
 */
const roleCases: RuleCase[] = [
  { who: 'admin', op: 'get', path: `user_roles/${ADMIN_UID}`, expect: 'allow' },
  { who: 'member', op: 'get', path: `user_roles/${MEMBER_UID}`, expect: 'allow', note: 'none: not admin' },
  { who: 'other member', op: 'get', path: `user_roles/${OTHER_MEMBER_UID}`, expect: 'allow' },
  ...forEach(everyone, { op: 'get', path: `user_roles/${OTHER_ADMIN_UID}`, expect: 'deny' }),
  ...forEach(['signed out', 'member'], { op: 'get', path: `user_roles/${ADMIN_UID}`, expect: 'deny' }),
  ...forEach(['signed out', 'other member', 'admin'], {
    op: 'get',
    path: `user_roles/${MEMBER_UID}`,
    expect: 'deny',
  }),
  ...forEach(everyone, { op: 'list', path: 'user_roles', expect: 'deny' }),
  ...forEach(everyone, { op: 'list', path: 'user_roles', where: ['role', 'admin'], expect: 'deny' }),
  ...everyone.map((who): RuleCase => ({
    who,
    op: 'set',
    path: `user_roles/${visitors[who] ?? 'anonymous'}`,
    data: { role: 'admin' },
    expect: 'deny',
    note: 'its own',
  })),
  ...forEach(everyone, {
    op: 'set',
    path: `user_roles/${OTHER_ADMIN_UID}`,
    data: { role: 'member' },
    expect: 'deny',
  }),
  ...forEach(['signed out', 'other member', 'admin'], {
    op: 'set',
    path: `user_roles/${MEMBER_UID}`,
    data: { role: 'admin' },
    expect: 'deny',
  }),
  ...forEach(everyone, { op: 'delete', path: `user_roles/${OTHER_ADMIN_UID}`, expect: 'deny' }),
  { who: 'admin', op: 'update', path: `user_roles/${ADMIN_UID}`, data: { role: 'owner' }, expect: 'deny' },
  { who: 'admin', op: 'delete', path: `user_roles/${ADMIN_UID}`, expect: 'deny' },
];

/** A collection the rules do not name is closed, whoever asks. */
const unnamedCollectionCases: RuleCase[] = [
  ...forEach(everyone, { op: 'get', path: 'orders/order-1', expect: 'deny' }),
  ...forEach(everyone, { op: 'list', path: 'orders', expect: 'deny' }),
  ...forEach(everyone, { op: 'set', path: 'orders/order-2', data: { total: 1 }, expect: 'deny' }),
  ...forEach(everyone, { op: 'delete', path: 'orders/order-1', expect: 'deny' }),
];

/**
 * The newsletter list, the back-in-stock requests, the contact messages, the mail queue and the
 * rate-limit counters hold shoppers' addresses and words: only the Functions read and write them.
 */
const inboxCases = inboxCollections.flatMap((collection): RuleCase[] => [
  ...forEach(everyone, { op: 'get', path: `${collection}/seeded`, expect: 'deny' }),
  ...forEach(everyone, { op: 'list', path: collection, expect: 'deny' }),
  ...forEach(everyone, { op: 'list', path: collection, limit: 1, expect: 'deny' }),
  ...forEach(everyone, {
    op: 'set',
    path: `${collection}/written-by-a-browser`,
    data: seededDocuments[`${collection}/seeded`] as Data,
    expect: 'deny',
  }),
  ...forEach(everyone, {
    op: 'set',
    path: `${collection}/seeded`,
    data: seededDocuments[`${collection}/seeded`] as Data,
    expect: 'deny',
  }),
  ...forEach(everyone, {
    op: 'update',
    path: `${collection}/seeded`,
    data: { status: 'unsubscribed' },
    expect: 'deny',
  }),
  ...forEach(everyone, { op: 'delete', path: `${collection}/seeded`, expect: 'deny' }),
]);

/**
 * Reviews: a published review is public, its author reads their own whatever its state, and looks
 * for their review of a product before writing one; a query must ask for published reviews or the
 * caller's own. Only the Functions write reviews, votes and figures; nobody reads the votes.
 */
const published: [string, unknown] = ['status', 'published'];
const reviewCases: RuleCase[] = [
  ...forEach(everyone, { op: 'get', path: publishedReview, expect: 'allow' }),
  { who: 'member', op: 'get', path: heldReview, expect: 'allow', note: 'their own, held' },
  ...forEach(['signed out', 'other member', 'admin'], { op: 'get', path: heldReview, expect: 'deny' }),
  { who: 'other member', op: 'get', path: rejectedReview, expect: 'allow', note: 'their own, rejected' },
  ...forEach(['signed out', 'member', 'admin'], { op: 'get', path: rejectedReview, expect: 'deny' }),
  {
    who: 'member',
    op: 'get',
    path: `reviews/ashwagandha-calm__${MEMBER_UID}`,
    expect: 'allow',
    note: 'their own, not written yet',
  },
  ...forEach(['signed out', 'other member', 'admin'], {
    op: 'get',
    path: `reviews/ashwagandha-calm__${MEMBER_UID}`,
    expect: 'deny',
    note: 'another’s, not written',
  }),
  ...forEach(everyone, {
    op: 'list',
    path: 'reviews',
    where: ['product_handle', 'mullein-lung-support'],
    andWhere: [published],
    newestBy: 'created_at',
    limit: 11,
    expect: 'allow',
  }),
  ...forEach(everyone, {
    op: 'list',
    path: 'reviews',
    where: ['product_handle', 'mullein-lung-support'],
    andWhere: [published, ['rating', 4]],
    newestBy: 'helpful_count',
    expect: 'allow',
  }),
  ...forEach(everyone, { op: 'count', path: 'reviews', where: published, expect: 'allow' }),
  ...forEach(everyone, { op: 'list', path: 'reviews', expect: 'deny' }),
  ...forEach(everyone, {
    op: 'list',
    path: 'reviews',
    where: ['product_handle', 'mullein-lung-support'],
    expect: 'deny',
  }),
  ...forEach(everyone, { op: 'list', path: 'reviews', where: ['status', 'held'], expect: 'deny' }),
  {
    who: 'member',
    op: 'list',
    path: 'reviews',
    where: ['uid', MEMBER_UID],
    expect: 'allow',
    note: 'their own',
  },
  ...forEach(['signed out', 'other member', 'admin'], {
    op: 'list',
    path: 'reviews',
    where: ['uid', MEMBER_UID],
    expect: 'deny',
  }),
  ...forEach(everyone, { op: 'list', path: 'reviews', group: true, where: published, expect: 'deny' }),
  // Nobody writes a review from a browser, not even its author, nor its status or count.
  ...everyone.map((who): RuleCase => ({
    who,
    op: 'set',
    path: `reviews/ashwagandha-calm__${visitors[who] ?? 'anonymous'}`,
    data: review(visitors[who] ?? 'anonymous', 'published', [], 'ashwagandha-calm'),
    expect: 'deny',
    note: 'its own',
  })),
  { who: 'member', op: 'update', path: heldReview, data: { status: 'published' }, expect: 'deny' },
  ...forEach(everyone, { op: 'update', path: publishedReview, data: { helpful_count: 99 }, expect: 'deny' }),
  { who: 'member', op: 'delete', path: heldReview, expect: 'deny', note: 'their own' },
  ...forEach(everyone, { op: 'delete', path: publishedReview, expect: 'deny' }),
  // The figures are public; only the Functions write them.
  ...forEach(everyone, { op: 'get', path: 'review_summaries/mullein-lung-support', expect: 'allow' }),
  ...forEach(everyone, {
    op: 'get',
    path: 'review_summaries/ashwagandha-calm',
    expect: 'allow',
    note: 'none yet',
  }),
  ...forEach(everyone, { op: 'list', path: 'review_summaries', expect: 'allow' }),
  ...forEach(everyone, {
    op: 'set',
    path: 'review_summaries/mullein-lung-support',
    data: { count: 100, sum: 500, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 100 } },
    expect: 'deny',
  }),
  ...forEach(everyone, {
    op: 'update',
    path: 'review_summaries/mullein-lung-support',
    data: { count: 0 },
    expect: 'deny',
  }),
  ...forEach(everyone, { op: 'delete', path: 'review_summaries/mullein-lung-support', expect: 'deny' }),
  // The votes: nobody reads or writes them, the voter included.
  ...forEach(everyone, { op: 'get', path: vote, expect: 'deny' }),
  ...forEach(everyone, { op: 'list', path: 'review_votes', expect: 'deny' }),
  ...forEach(everyone, { op: 'list', path: 'review_votes', where: ['uid', MEMBER_UID], expect: 'deny' }),
  ...everyone.map((who): RuleCase => ({
    who,
    op: 'set',
    path: `review_votes/mullein-lung-support__${OTHER_MEMBER_UID}__${visitors[who] ?? 'anonymous'}`,
    data: {
      review_id: `mullein-lung-support__${OTHER_MEMBER_UID}`,
      uid: visitors[who],
      created_at: createdAt,
    },
    expect: 'deny',
    note: 'its own vote',
  })),
  ...forEach(everyone, { op: 'delete', path: vote, expect: 'deny' }),
];

const memberQuiz = `users/${MEMBER_UID}/quiz/latest`;
/** The other member has a result already: writing it again is an update. */
const otherMemberQuiz = `users/${OTHER_MEMBER_UID}/quiz/latest`;
const tooLong = 'x'.repeat(61);
const emoji = '\u{1F33F}';

/** Results the member may write as their own: of the store's shape, up to its bounds. */
const acceptedResults: [note: string, data: Data][] = [
  ['as the store writes it', quizResult()],
  ['no recommendations', quizResult({ recommendations: [] })],
  ['no answers', quizResult(answers({}))],
  [
    'twelve recommendations of eight longest reasons',
    quizResult({
      recommendations: Array.from({ length: 12 }, (_, index) => ({
        number: String(index + 1),
        reasons: Array.from({ length: 8 }, () => `concern:${'a'.repeat(60)}`),
      })),
    }),
  ],
  [
    'twenty-four concerns and the longest symptom',
    quizResult(
      answers({
        primaryConcerns: Array.from({ length: 24 }, (_, index) => `c${index}`),
        symptoms: ['x'.repeat(60)],
      }),
    ),
  ],
  ['finished at the server’s time', quizResult({ finishedAt: serverTimestamp() })],
  // The rules' `join` reads numbers, true and null as text, and a reference as its path:
  // `/databases/(default)/documents/` and the document's (here 60 characters in all).
  [
    'concerns that are numbers, true and null',
    quizResult(answers({ primaryConcerns: [1, 1.5, true, null] })),
  ],
  ['a symptom that is a reference', quizResult(answers({ symptoms: [reference(`a/${'x'.repeat(27)}`)] }))],
  // A text's size() counts UTF-16 code units, a pattern counts characters.
  ['an age group of 30 characters beyond the BMP', quizResult(answers({ ageGroup: emoji.repeat(30) }))],
  ['a symptom of 60 characters beyond the BMP', quizResult(answers({ symptoms: [emoji.repeat(60)] }))],
];

/** Results the member may not write as their own: not of the store's shape, or out of bounds. */
const refusedResults: [note: string, data: Data][] = [
  ['an extra field (the medications never go here)', quizResult({ medications: { choice: 'none' } })],
  ['a missing answer', quizResult({ answers: { ageGroup: '35-49', gender: 'female', primaryConcerns: [] } })],
  ['an extra answer', quizResult(answers({ note: 'x' }))],
  ['an age group that is not text', quizResult(answers({ ageGroup: 35 }))],
  ['an empty age group', quizResult(answers({ ageGroup: '' }))],
  ['an answer too long', quizResult(answers({ ageGroup: tooLong }))],
  ['answers that are not a map', quizResult({ answers: ['35-49'] })],
  ['concerns that are not text', quizResult(answers({ primaryConcerns: [{ value: 'heart' }] }))],
  ['concerns that are not a list', quizResult(answers({ primaryConcerns: 'heart' }))],
  [
    'too many concerns',
    quizResult(answers({ primaryConcerns: Array.from({ length: 25 }, (_, index) => `c${index}`) })),
  ],
  ['a concern too long', quizResult(answers({ primaryConcerns: ['heart', tooLong] }))],
  ['a concern that is a timestamp', quizResult(answers({ primaryConcerns: [createdAt] }))],
  // `join` reads a reference as its path, `/databases/(default)/documents/` and the document's.
  [
    'a symptom that is a reference of 61 characters',
    quizResult(answers({ symptoms: [reference(`a/${'x'.repeat(28)}`)] })),
  ],
  // A text's size() counts UTF-16 code units, a pattern counts characters.
  ['an age group of 31 characters beyond the BMP', quizResult(answers({ ageGroup: emoji.repeat(31) }))],
  ['a symptom of 61 characters beyond the BMP', quizResult(answers({ symptoms: [emoji.repeat(61)] }))],
  ['an empty symptom', quizResult(answers({ symptoms: [''] }))],
  ['recommendations that are not a list', quizResult({ recommendations: { number: '9' } })],
  [
    'thirteen recommendations',
    quizResult({
      recommendations: Array.from({ length: 13 }, (_, index) => ({ number: String(index), reasons: [] })),
    }),
  ],
  [
    'a catalogue number that is not digits',
    quizResult({ recommendations: [{ number: 'gid://x', reasons: [] }] }),
  ],
  [
    'a catalogue number of seven digits',
    quizResult({ recommendations: [{ number: '1234567', reasons: [] }] }),
  ],
  ['a catalogue number that is a number', quizResult({ recommendations: [{ number: 9, reasons: [] }] })],
  [
    'a recommendation with an extra field',
    quizResult({ recommendations: [{ number: '9', reasons: [], price: 1 }] }),
  ],
  ['a recommendation without reasons', quizResult({ recommendations: [{ number: '9' }] })],
  ['a recommendation that is text', quizResult({ recommendations: ['9'] })],
  [
    'reasons that are not text',
    quizResult({ recommendations: [{ number: '9', reasons: [{ kind: 'concern' }] }] }),
  ],
  ['a reason of another kind', quizResult({ recommendations: [{ number: '9', reasons: ['price:low'] }] })],
  ['a reason too long', quizResult({ recommendations: [{ number: '9', reasons: [`concern:${tooLong}`] }] })],
  [
    'nine reasons',
    quizResult({
      recommendations: [{ number: '9', reasons: Array.from({ length: 9 }, () => 'concern:heart') }],
    }),
  ],
  [
    'a bad twelfth recommendation',
    quizResult({
      recommendations: [
        ...Array.from({ length: 11 }, (_, index) => ({ number: String(index + 1), reasons: [] })),
        { number: '12', reasons: [], extra: true },
      ],
    }),
  ],
  ['a finish time that is not a timestamp', quizResult({ finishedAt: '2026-11-20T10:00:00Z' })],
  [
    'no finish time',
    Object.fromEntries(Object.entries(quizResult()).filter(([field]) => field !== 'finishedAt')),
  ],
];

/**
 * A shopper's last quiz result (`users/{uid}/quiz/latest`): only that shopper reads, writes or
 * deletes it, one document, never listed, and a write must be a result of the store's shape.
 */
const quizCases: RuleCase[] = [
  ...acceptedResults.map(([note, data]): RuleCase => ({
    who: 'member',
    op: 'set',
    path: memberQuiz,
    data,
    expect: 'allow',
    note,
  })),
  ...refusedResults.map(([note, data]): RuleCase => ({
    who: 'member',
    op: 'set',
    path: memberQuiz,
    data,
    expect: 'deny',
    note,
  })),
  { who: 'member', op: 'get', path: memberQuiz, expect: 'allow', note: 'none yet' },
  { who: 'member', op: 'delete', path: memberQuiz, expect: 'allow', note: 'none yet' },
  { who: 'other member', op: 'get', path: otherMemberQuiz, expect: 'allow' },
  { who: 'other member', op: 'set', path: otherMemberQuiz, data: quizResult(), expect: 'allow' },
  {
    who: 'other member',
    op: 'update',
    path: otherMemberQuiz,
    data: { 'answers.gender': 'male' },
    expect: 'allow',
  },
  { who: 'other member', op: 'update', path: otherMemberQuiz, data: { 'answers.note': 'x' }, expect: 'deny' },
  { who: 'other member', op: 'update', path: otherMemberQuiz, data: { medications: 'none' }, expect: 'deny' },
  {
    who: 'other member',
    op: 'update',
    path: otherMemberQuiz,
    data: { finishedAt: serverTimestamp() },
    expect: 'allow',
    note: 'finished at the server’s time',
  },
  {
    who: 'other member',
    op: 'update',
    path: otherMemberQuiz,
    data: { 'answers.symptoms': arrayUnion('sleep') },
    expect: 'allow',
    note: 'a symptom added',
  },
  {
    who: 'other member',
    op: 'update',
    path: otherMemberQuiz,
    data: { 'answers.symptoms': arrayUnion(tooLong) },
    expect: 'deny',
    note: 'a symptom too long added',
  },
  { who: 'other member', op: 'delete', path: otherMemberQuiz, expect: 'allow' },
  // Nobody reads, writes or deletes another shopper's result, nor lists anyone's.
  ...forEach(['signed out', 'member', 'other member'], {
    op: 'get',
    path: `users/${ADMIN_UID}/quiz/latest`,
    expect: 'deny',
  }),
  ...forEach(['signed out', 'admin'], { op: 'get', path: memberQuiz, expect: 'deny' }),
  ...forEach(['signed out', 'member', 'admin'], { op: 'get', path: otherMemberQuiz, expect: 'deny' }),
  ...forEach(['signed out', 'member', 'other member'], {
    op: 'set',
    path: `users/${ADMIN_UID}/quiz/latest`,
    data: quizResult(),
    expect: 'deny',
  }),
  ...forEach(['signed out', 'other member', 'admin'], {
    op: 'set',
    path: memberQuiz,
    data: quizResult(),
    expect: 'deny',
  }),
  ...forEach(['member', 'admin'], {
    op: 'update',
    path: otherMemberQuiz,
    data: { 'answers.gender': 'male' },
    expect: 'deny',
  }),
  ...forEach(['signed out', 'member', 'other member'], {
    op: 'delete',
    path: `users/${ADMIN_UID}/quiz/latest`,
    expect: 'deny',
  }),
  ...forEach(['signed out', 'admin'], { op: 'delete', path: memberQuiz, expect: 'deny' }),
  ...forEach(everyone, { op: 'list', path: `users/${ADMIN_UID}/quiz`, expect: 'deny' }),
  ...forEach(everyone, { op: 'list', path: 'quiz', group: true, expect: 'deny', note: 'a collection group' }),
  { who: 'signed out', op: 'set', path: 'users/anonymous/quiz/latest', data: quizResult(), expect: 'deny' },
  // Only the one document, and nothing else under the user.
  { who: 'member', op: 'set', path: `users/${MEMBER_UID}/quiz/second`, data: quizResult(), expect: 'deny' },
  { who: 'member', op: 'set', path: `users/${MEMBER_UID}`, data: { name: 'Member' }, expect: 'deny' },
  { who: 'member', op: 'get', path: `users/${MEMBER_UID}`, expect: 'deny' },
  {
    who: 'member',
    op: 'set',
    path: `users/${MEMBER_UID}/medications/latest`,
    data: { choice: 'none' },
    expect: 'deny',
  },
  { who: 'member', op: 'list', path: `users/${MEMBER_UID}/quiz`, expect: 'deny' },
];

export const ruleCases: RuleCase[] = [
  ...communityListCases,
  ...roleCases,
  ...unnamedCollectionCases,
  ...inboxCases,
  ...quizCases,
  ...reviewCases,
];
