import { QueryClient } from '@tanstack/react-query';
import { stegaClean } from '@sanity/client/stega';
import { vercelStegaDecode } from '@vercel/stega';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { InitializedClientConfig } from '@sanity/client';
import { sanityClient } from './client';
import * as queries from './queries';
import { previewPerspectiveAsked, readPerspective, readPreviewedContent } from './preview';

const STUDIO = 'http://localhost:3333';

// The test files of a worker share the page's one client: each test gives it back as it found it
// (`withCredentials` unset there, which `config` would leave as the preview set it).
let shoppersClient: InitializedClientConfig;
beforeAll(async () => {
  shoppersClient = (await sanityClient()).config();
});
afterEach(async () => {
  (await sanityClient()).config({ ...shoppersClient, withCredentials: false });
});

/** Where a text says it came from: its document and field in the Studio (`id=…;type=…;path=…`). */
function sourceOf(text: string): { id?: string; type?: string; path?: string } {
  const href = vercelStegaDecode<{ href: string }>(text)?.href ?? '';
  const route = new URL(href, STUDIO).pathname.split('/').pop() ?? '';
  return Object.fromEntries(
    route.split(';').map((part) => part.split('=').map(decodeURIComponent) as [string, string]),
  );
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value)
      ? value.flatMap(strings)
      : value && typeof value === 'object'
        ? Object.values(value).flatMap(strings)
        : [];

describe('the perspective the Studio asks for', () => {
  it.each([
    ['drafts', 'drafts'],
    ['published', 'published'],
    ['rSpring2026,drafts', ['rSpring2026', 'drafts']],
    ['rA,rB,drafts', ['rA', 'rB', 'drafts']],
  ])('reads %j', (asked, perspective) => {
    expect(readPerspective(asked)).toEqual(perspective);
  });

  it.each(['', 'raw', 'previewDrafts', 'rSpring', 'drafts,rSpring', 'raw,drafts', ',drafts', 'r<x>,drafts'])(
    'refuses %j',
    (asked) => {
      expect(readPerspective(asked)).toBeNull();
    },
  );

  it('is kept for the frame: a reload without it in the address stays in the preview', () => {
    const address = window.location.href;
    window.history.replaceState(null, '', '/faq?sanity-preview-perspective=drafts');
    expect(previewPerspectiveAsked()).toBe('drafts');
    window.history.replaceState(null, '', '/conditions');
    expect(previewPerspectiveAsked()).toBe('drafts');
    sessionStorage.clear();
    expect(previewPerspectiveAsked()).toBeNull();
    window.history.replaceState(null, '', address);
  });
});

describe('content read in the preview', () => {
  const read = async () => {
    await readPreviewedContent('drafts', STUDIO);
    return new QueryClient({ defaultOptions: { queries: { retry: false } } });
  };

  it("shows the draft's text, which leads to the draft's field", async () => {
    const client = await read();
    const condition = await client.fetchQuery(queries.conditionQueryOptions('blood-sugar'));
    expect(stegaClean(condition.title)).toBe('Blood Sugar Support (draft)');
    expect(sourceOf(condition.title)).toEqual({
      mode: 'presentation',
      id: 'condition-blood-sugar',
      type: 'condition',
      path: 'title',
    });
    expect(sourceOf(condition.summary)).toMatchObject({ id: 'condition-blood-sugar', path: 'summary' });
    expect(condition.image.alt).not.toBe(stegaClean(condition.image.alt));
    // What the store reads as a value is left as it is.
    for (const value of [
      condition.slug,
      condition.href,
      condition.icon,
      condition.image.url,
      condition.collectionId,
    ]) {
      expect(value).toBe(stegaClean(value));
    }
  });

  it('leads a paragraph of rich text to its span, by the keys of its block and span', async () => {
    const client = await read();
    const condition = await client.fetchQuery(queries.conditionQueryOptions('blood-sugar'));
    const heading = condition.body[0]?.children?.[0]?.text ?? '';
    expect(stegaClean(heading)).toBe('Why it matters for our families');
    expect(sourceOf(heading).path).toBe('body[_key=="315d6ad64a7e"].children[_key=="6ad5129dce91"].text');
  });

  it('gives every page its content, each answer accepted by the checks the store holds content to', async () => {
    const client = await read();
    const answers = await Promise.all([
      client.fetchQuery(queries.siteSettingsQueryOptions),
      client.fetchQuery(queries.homePageQueryOptions),
      client.fetchQuery(queries.conditionsPageQueryOptions),
      client.fetchQuery(queries.allConditionsQueryOptions),
      client.fetchQuery(queries.healthGoalsPageQueryOptions),
      client.fetchQuery(queries.learnPageQueryOptions),
      client.fetchQuery(queries.communityPageQueryOptions),
      client.fetchQuery(queries.aboutPageQueryOptions),
      client.fetchQuery(queries.cartPageQueryOptions),
      client.fetchQuery(queries.contactPageQueryOptions),
      client.fetchQuery(queries.shippingPolicyQueryOptions),
      client.fetchQuery(queries.faqPageQueryOptions),
      client.fetchQuery(queries.legalInfoQueryOptions),
      client.fetchQuery(queries.quizQueryOptions),
      client.fetchQuery(queries.labResultsPageQueryOptions),
      client.fetchQuery(queries.labReportQueryOptions('SW2505-008')),
      client.fetchQuery(queries.productLabReportsQueryOptions('vitamin-d3-k2')),
      client.fetchQuery(queries.interactionRulesQueryOptions),
    ]);
    const encoded = strings(answers).filter((text) => text !== stegaClean(text));
    expect(encoded.length).toBeGreaterThan(500);
  });

  it('leaves as they are the values the store compares, looks up or parses', async () => {
    const client = await read();
    const [settings, quiz, rules, report, legal] = await Promise.all([
      client.fetchQuery(queries.siteSettingsQueryOptions),
      client.fetchQuery(queries.quizQueryOptions),
      client.fetchQuery(queries.interactionRulesQueryOptions),
      client.fetchQuery(queries.labReportQueryOptions('SW2505-008')),
      client.fetchQuery(queries.legalInfoQueryOptions),
    ]);
    const values = [
      ...settings.socialLinks.map((link) => link.platform),
      ...settings.campaigns.flatMap((campaign) => Object.values(campaign.palette ?? {})),
      ...(quiz.concerns ?? []).flatMap((concern) => [concern.value, concern.category]),
      ...(quiz.categories ?? []).flatMap((category) => [category.category, ...category.productIds]),
      ...rules.flatMap((rule) => [rule.ingredient, rule.medicationClass, rule.severity]),
      report?.lotCode,
      ...(report?.products ?? []),
      ...legal.pages.map((page) => page.kind),
    ].filter((value): value is string => typeof value === 'string');
    expect(values.length).toBeGreaterThan(40);
    for (const value of values) expect(value).toBe(stegaClean(value));
  });
});
