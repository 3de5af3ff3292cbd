/**
 * The reviews in mock mode, as the store meets them: the real core of functions/ behind the mock
 * callables (through the real firebase SDK), verified buyers from the orders the local shop's
 * checkout page placed, the local shop's rating figures following the local Firestore's summaries,
 * and the store's own reads of published reviews (`src/lib/firebase/reviews-read.ts`: every sort,
 * the star filter and the pages) answered by the local Firestore's query engine and rules.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { mockConfig } from '../../src/config/env-schema';
import type { ReviewSort } from '../../src/lib/firebase/reviews-read';
import { resetMockCarts } from '../shopify/carts';
import { resetMockOrders } from '../shopify/orders';
import { documentInboxStore } from './inbox-document-store';
import { mockAccounts, mockFirestore } from './index';
import type * as FirebaseAppModule from 'firebase/app';
import type * as FirebaseAuthModule from 'firebase/auth';
import type * as FirestoreLiteModule from 'firebase/firestore/lite';
import type * as FirebaseFunctionsModule from 'firebase/functions';

let firebase: {
  app: typeof FirebaseAppModule;
  auth: typeof FirebaseAuthModule;
  firestore: typeof FirestoreLiteModule;
  functions: typeof FirebaseFunctionsModule;
};

beforeAll(async () => {
  // Imported once MSW runs (tests/setup.ts), so that MSW sees the SDKs' requests.
  const [app, auth, firestore, functions] = await Promise.all([
    import('firebase/app'),
    import('firebase/auth'),
    import('firebase/firestore/lite'),
    import('firebase/functions'),
  ]);
  firebase = { app, auth, firestore, functions };
  firestore.setLogLevel('silent');
});

const apps: FirebaseAppModule.FirebaseApp[] = [];
/** Every app a name of its own: a name used again would find the deleted app's session. */
let appCount = 0;

beforeEach(() => {
  resetMockCarts();
  resetMockOrders();
});

afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => firebase.app.deleteApp(app)));
});

/** A browser: its own Firebase app on the local services, signed in as `account` when given. */
async function browser(account?: { email: string; password: string }) {
  const app = firebase.app.initializeApp(mockConfig.firebase, `review-callables-test-${(appCount += 1)}`);
  apps.push(app);
  const auth = firebase.auth.initializeAuth(app, { persistence: firebase.auth.inMemoryPersistence });
  firebase.auth.connectAuthEmulator(auth, location.origin, { disableWarnings: true });
  const db = firebase.firestore.getFirestore(app);
  firebase.firestore.connectFirestoreEmulator(db, location.hostname, Number(location.port));
  const functions = firebase.functions.getFunctions(app, 'us-central1');
  firebase.functions.connectFunctionsEmulator(functions, location.hostname, Number(location.port));
  if (account) await firebase.auth.signInWithEmailAndPassword(auth, account.email, account.password);
  const call = async (name: string, data: unknown) =>
    (await firebase.functions.httpsCallable(functions, name)(data)).data as Record<string, unknown>;
  return { db, call };
}

async function refusal(promise: Promise<unknown>) {
  return promise.then(
    () => ({ code: 'no error' }),
    // Without the SDK's "[401]", as the store shows it.
    (error: { code: string; message: string }) => ({
      code: error.code,
      message: error.message.replace(/\s*\[\d+\]$/, ''),
    }),
  );
}

async function storefront<Data>(query: string, variables: Record<string, unknown> = {}): Promise<Data> {
  const response = await fetch(`${location.origin}/api/2026-04/graphql.json`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'X-Shopify-Storefront-Access-Token': mockConfig.shopify.storefrontToken,
    },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: Data }).data;
}

const HANDLE = 'ashwagandha-calm';

/** What the local shop's product answers for `reviews.rating` and `reviews.rating_count`. */
async function shopFigures(handle: string) {
  const { product } = await storefront<{
    product: { rating: { value: string } | null; count: { value: string } | null };
  }>(
    `query($handle: String!) { product(handle: $handle) {
      rating: metafield(namespace: "reviews", key: "rating") { value }
      count: metafield(namespace: "reviews", key: "rating_count") { value }
    } }`,
    { handle },
  );
  return {
    rating: product.rating ? (JSON.parse(product.rating.value) as { value: string }).value : null,
    count: product.count?.value ?? null,
  };
}

/** Places an order at the local shop's checkout page, as a shopper pressing "Place order". */
async function placeOrder(handle: string, email: string) {
  const { product } = await storefront<{ product: { variants: { nodes: { id: string }[] } } }>(
    `query($handle: String!) { product(handle: $handle) { variants(first: 1) { nodes { id } } } }`,
    { handle },
  );
  const { cartCreate } = await storefront<{ cartCreate: { cart: { checkoutUrl: string } } }>(
    `mutation($lines: [CartLineInput!]!) { cartCreate(input: { lines: $lines }) { cart { checkoutUrl } } }`,
    { lines: [{ merchandiseId: product.variants.nodes[0]?.id, quantity: 1 }] },
  );
  const response = await fetch(cartCreate.cart.checkoutUrl, {
    method: 'POST',
    body: new URLSearchParams({ email }),
  });
  expect(response.status).toBe(200);
}

const draft = {
  productHandle: HANDLE,
  rating: 5,
  title: 'Calmer evenings',
  body: 'Two capsules after dinner and I fall asleep more easily.',
  name: 'Member Person',
  incentivized: false,
};

describe('the reviews callables in mock mode', () => {
  it('publish a member’s review, with the words of the guest’s refusal the form shows', async () => {
    const guest = await browser();
    expect(await refusal(guest.call('submitReview', draft))).toEqual({
      code: 'functions/unauthenticated',
      message: 'Sign in to write a review.',
    });
    const member = await browser(mockAccounts.member);
    const { review } = await member.call('submitReview', draft);
    expect(review).toMatchObject({
      id: `${HANDLE}__${mockAccounts.member.uid}`,
      author: 'Member P.',
      status: 'published',
      verifiedBuyer: false,
    });
  });

  it('mark a verified buyer once the local shop’s checkout placed an order with the product for that email', async () => {
    await placeOrder(HANDLE, mockAccounts.member.email.toUpperCase());
    const member = await browser(mockAccounts.member);
    expect((await member.call('submitReview', draft)).review).toMatchObject({ verifiedBuyer: true });
    // Another product of the same account is not bought.
    const other = await member.call('submitReview', { ...draft, productHandle: 'vitamin-d3-k2' });
    expect(other.review).toMatchObject({ verifiedBuyer: false });
  });

  it('change the local shop’s rating figures with the summary, on the next read', async () => {
    const before = await shopFigures(HANDLE);
    const member = await browser(mockAccounts.member);
    await member.call('submitReview', { ...draft, rating: 1 });
    const { db } = await browser();
    const summary = await firebase.firestore.getDoc(firebase.firestore.doc(db, 'review_summaries', HANDLE));
    const { count, sum } = summary.data() as { count: number; sum: number };
    expect(await shopFigures(HANDLE)).toEqual({
      rating: (Math.round((sum / count) * 10) / 10).toFixed(1),
      count: String(count),
    });
    expect(await shopFigures(HANDLE)).not.toEqual(before);
    await member.call('deleteReview', { productHandle: HANDLE });
    expect((await shopFigures(HANDLE)).count).toBe(String(count - 1));
  });

  it('let the seeded admin see a held review and publish it, and the author read it before', async () => {
    const member = await browser(mockAccounts.member);
    await member.call('submitReview', {
      ...draft,
      body: 'Cheaper at example.com, the capsules are the same.',
    });
    const id = `${HANDLE}__${mockAccounts.member.uid}`;
    const { doc, getDoc } = firebase.firestore;
    expect((await getDoc(doc(member.db, 'reviews', id))).get('status')).toBe('held');
    const guest = await browser();
    expect((await refusal(getDoc(doc(guest.db, 'reviews', id)))).code).toBe('permission-denied');

    const admin = await browser(mockAccounts.admin);
    const { reviews } = await admin.call('listReviewsForAdmin', { status: 'held' });
    expect(reviews).toEqual(expect.arrayContaining([expect.objectContaining({ id, rules: ['link'] })]));
    expect((await admin.call('decideReview', { reviewId: id, decision: 'publish' })).review).toMatchObject({
      status: 'published',
    });
    expect((await getDoc(doc(guest.db, 'reviews', id))).get('status')).toBe('published');
    expect(await refusal(member.call('listReviewsForAdmin', { status: 'held' }))).toEqual({
      code: 'functions/permission-denied',
      message: 'Only administrators can moderate reviews.',
    });
  });
});

describe('the store’s reads of published reviews, on the local Firestore', () => {
  const PRODUCT = 'review-query-test';
  const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));

  beforeEach(async () => {
    const store = documentInboxStore(mockFirestore);
    await store.transaction(async (transaction) => {
      for (let index = 0; index < 23; index += 1) {
        transaction.set('reviews', `${PRODUCT}__uid-${String(index).padStart(2, '0')}`, {
          product_handle: PRODUCT,
          product_title: 'Review query test',
          uid: `uid-${index}`,
          author: 'Test R.',
          rating: (index % 5) + 1,
          title: `Review ${index}`,
          body: 'A review for the query tests of the local Firestore.',
          incentivized: false,
          verified_buyer: index % 2 === 0,
          staff: false,
          // Every seventh is held: never read.
          status: index % 7 === 6 ? 'held' : 'published',
          rules: index % 7 === 6 ? ['link'] : [],
          helpful_count: index % 4,
          reply: null,
          created_at: at(index + 1),
          updated_at: null,
          decided_at: null,
          decided_by: null,
        });
      }
      transaction.set('review_summaries', PRODUCT, {
        count: 20,
        sum: 60,
        stars: { 1: 4, 2: 4, 3: 4, 4: 4, 5: 4 },
      });
    });
  });

  async function everyPage(sort: ReviewSort, stars: 1 | 2 | 3 | 4 | 5 | null) {
    const { fetchReviewPage } = await import('../../src/lib/firebase/reviews-read');
    const pages = [];
    let next = null;
    do {
      const page = await fetchReviewPage({ productHandle: PRODUCT, sort, stars }, next);
      pages.push(page.reviews);
      next = page.next;
    } while (next && pages.length < 10);
    return pages;
  }

  it.each<ReviewSort>(['helpful', 'newest', 'highest', 'lowest'])(
    'serves every published review sorted by %s, 10 a page, each once',
    async (sort) => {
      const pages = await everyPage(sort, null);
      expect(pages.map((page) => page.length)).toEqual([10, 10]);
      const reviews = pages.flat();
      expect(new Set(reviews.map((review) => review.id)).size).toBe(20);
      const key = {
        helpful: (r: (typeof reviews)[0]) => [-r.helpfulCount, -Date.parse(r.createdAt)],
        newest: (r: (typeof reviews)[0]) => [-Date.parse(r.createdAt)],
        highest: (r: (typeof reviews)[0]) => [-r.rating, -Date.parse(r.createdAt)],
        lowest: (r: (typeof reviews)[0]) => [r.rating, -Date.parse(r.createdAt)],
      }[sort];
      const sorted = [...reviews].sort((a, b) => {
        const [x, y] = [key(a), key(b)];
        return x[0]! - y[0]! || (x[1] ?? 0) - (y[1] ?? 0);
      });
      expect(reviews.map((review) => review.id)).toEqual(sorted.map((review) => review.id));
    },
  );

  it.each<ReviewSort>(['helpful', 'newest', 'highest', 'lowest'])(
    'filters by stars, sorted by %s',
    async (sort) => {
      const reviews = (await everyPage(sort, 3)).flat();
      expect(reviews.length).toBe(5);
      expect(reviews.every((review) => review.rating === 3)).toBe(true);
    },
  );

  it('reads the product’s figures, and the empty ones of a product without reviews', async () => {
    const { fetchReviewSummary } = await import('../../src/lib/firebase/reviews-read');
    expect(await fetchReviewSummary(PRODUCT)).toMatchObject({ count: 20, sum: 60 });
    expect(await fetchReviewSummary('no-reviews-yet')).toEqual({
      count: 0,
      sum: 0,
      stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    });
  });
});
