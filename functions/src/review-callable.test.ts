/**
 * The deployed reviews Functions, called through firebase-functions-test as the app calls them:
 * the real handlers, Firestore through the Admin SDK against the store's local Firestore server,
 * Shopify's Admin API served by MSW. The caller's email and `email_verified` come from the ID token.
 */
import type { DecodedIdToken } from 'firebase-admin/auth';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import functionsTest from 'firebase-functions-test';
import type { CallableFunction, CallableRequest } from 'firebase-functions/https';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type * as FunctionsModule from './index.js';
import { startLocalFirestore, type LocalFirestore } from './test-support/local-firestore.js';

const env = {
  SHOPIFY_STORE_DOMAIN: 'sankofa-test.myshopify.com',
  SHOPIFY_ADMIN_TOKEN: 'shpat_review_test',
  STORE_URL: 'https://sankofa-test.example',
};
const metafieldWrites: unknown[] = [];

const server = setupServer(
  http.post('https://sankofa-test.myshopify.com/admin/api/2026-04/graphql.json', async ({ request }) => {
    if (request.headers.get('X-Shopify-Access-Token') !== env.SHOPIFY_ADMIN_TOKEN) {
      return HttpResponse.json({ errors: 'Invalid API key or access token' }, { status: 401 });
    }
    const { query, variables } = (await request.json()) as {
      query: string;
      variables: Record<string, unknown>;
    };
    if (query.includes('productByIdentifier')) {
      return HttpResponse.json({
        data: {
          productByIdentifier:
            variables.handle === 'ashwagandha-calm'
              ? { id: 'gid://shopify/Product/7', title: 'Ashwagandha Calm' }
              : null,
        },
      });
    }
    if (query.includes('orders(')) {
      const mine = variables.query === 'email:"member@example.com"';
      return HttpResponse.json({
        data: {
          orders: {
            nodes: mine ? [{ lineItems: { nodes: [{ product: { handle: 'ashwagandha-calm' } }] } }] : [],
            pageInfo: { hasNextPage: false, endCursor: null },
          },
        },
      });
    }
    metafieldWrites.push(variables.metafields);
    return HttpResponse.json({ data: { metafieldsSet: { userErrors: [] } } });
  }),
);

const test = functionsTest({ projectId: 'demo-sankofa-wellness' });
let firestore: LocalFirestore;
let functions: typeof FunctionsModule;
let db: Firestore;

beforeAll(async () => {
  firestore = await startLocalFirestore();
  process.env.FIRESTORE_EMULATOR_HOST = firestore.host;
  Object.assign(process.env, env);
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
  for (const key of Object.keys(env)) delete process.env[key];
});

beforeEach(async () => {
  firestore.reset();
  metafieldWrites.length = 0;
  await db.doc('user_roles/admin-uid').set({ role: 'admin' });
});

function call(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the functions answer different shapes
  fn: CallableFunction<unknown, Promise<any>>,
  caller: { uid: string; email: string; verified: boolean } | null,
  data: unknown,
) {
  const request: CallableRequest<unknown> = {
    data,
    rawRequest: { headers: {} } as CallableRequest['rawRequest'],
    acceptsStreaming: false,
  };
  if (caller) {
    request.auth = {
      uid: caller.uid,
      token: { uid: caller.uid, email: caller.email, email_verified: caller.verified } as DecodedIdToken,
      rawToken: 'token',
    };
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each test reads its own answer
  return test.wrap(fn)(request) as Promise<Record<string, any>>;
}

const member = { uid: 'member-uid', email: 'member@example.com', verified: true };
const admin = { uid: 'admin-uid', email: 'admin@example.com', verified: true };
const draft = {
  productHandle: 'ashwagandha-calm',
  rating: 5,
  title: 'Calmer evenings',
  body: 'Two capsules after dinner and I fall asleep more easily.',
  name: 'Maya Johnson',
  incentivized: false,
};

describe('the reviews Functions', () => {
  it('store a published review with timestamps, its summary, and the shop’s figures', async () => {
    const { review } = await call(functions.submitReview, member, draft);
    expect(review).toMatchObject({
      id: 'ashwagandha-calm__member-uid',
      status: 'published',
      verifiedBuyer: true,
    });
    const stored = (await db.doc('reviews/ashwagandha-calm__member-uid').get()).data();
    expect(stored?.created_at).toBeInstanceOf(Timestamp);
    expect(stored).toMatchObject({
      author: 'Maya J.',
      product_title: 'Ashwagandha Calm',
      verified_buyer: true,
    });
    expect((await db.doc('review_summaries/ashwagandha-calm').get()).data()).toEqual({
      count: 1,
      sum: 5,
      stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 1 },
    });
    expect(metafieldWrites).toEqual([
      [
        expect.objectContaining({
          key: 'rating',
          value: '{"scale_min":"1.0","scale_max":"5.0","value":"5.0"}',
        }),
        expect.objectContaining({ key: 'rating_count', value: '1' }),
      ],
    ]);
  });

  it('do not mark a buyer verified whose token says the email is not verified', async () => {
    const { review } = await call(functions.submitReview, { ...member, verified: false }, draft);
    expect(review.verifiedBuyer).toBe(false);
  });

  it('refuse a guest with the words the form shows', async () => {
    await expect(call(functions.submitReview, null, draft)).rejects.toMatchObject({
      code: 'unauthenticated',
      message: 'Sign in to write a review.',
      httpErrorCode: { status: 401 },
    });
  });

  it('let the author delete, and an admin decide, over Firestore transactions', async () => {
    await call(functions.submitReview, member, { ...draft, body: 'Cheaper at example.com, same capsules.' });
    const { reviews } = await call(functions.listReviewsForAdmin, admin, { status: 'held' });
    expect(reviews).toMatchObject([
      { id: 'ashwagandha-calm__member-uid', rules: ['link'], productTitle: 'Ashwagandha Calm' },
    ]);
    await call(functions.decideReview, admin, {
      reviewId: 'ashwagandha-calm__member-uid',
      decision: 'publish',
    });
    expect((await db.doc('review_summaries/ashwagandha-calm').get()).get('count')).toBe(1);
    await call(functions.markReviewHelpful, admin, { reviewId: 'ashwagandha-calm__member-uid' });
    expect(await call(functions.deleteReview, member, { productHandle: 'ashwagandha-calm' })).toEqual({
      deleted: true,
    });
    expect((await db.doc('reviews/ashwagandha-calm__member-uid').get()).exists).toBe(false);
    expect((await db.collection('review_votes').get()).size).toBe(0);
    expect((await db.doc('review_summaries/ashwagandha-calm').get()).get('count')).toBe(0);
  });
});
