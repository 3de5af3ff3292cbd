/**
 * The first seed part (site settings, home, conditions, health goals, learn, campaign,
 * testimonials), read the way the store reads it: the real GROQ queries through `fetchContent`,
 * answered by the mock Content Lake. The figures and texts checked here are the spec's.
 */
import { describe, expect, it } from 'vitest';
import { sanityClient } from '../../src/lib/sanity/client';
import { ContentError, fetchContent } from '../../src/lib/sanity/fetch-content';
import {
  allConditionsQuery,
  conditionBySlugQuery,
  conditionsPageQuery,
  healthGoalsPageQuery,
  homePageQuery,
  learnPageQuery,
  siteSettingsQuery,
} from '../../src/lib/sanity/queries';
import type {
  AllConditionsQueryResult,
  ConditionBySlugQueryResult,
  ConditionsPageQueryResult,
  HealthGoalsPageQueryResult,
  HomePageQueryResult,
  LearnPageQueryResult,
  SiteSettingsQueryResult,
} from '../../src/domain/content.generated';
import type { Image } from '../../src/domain/types';
import { isIconName } from '../../src/domain/icons';
import { specConditionPages, specHealthGoals, specShopFilterValues } from '../../tests/spec-facts';
import { SANITY_FILES_PATH, SANITY_IMAGES_PATH, mockFiles, mockImages } from '../media/served-files';
import { contentDataset } from '../sanity/dataset';

const loadSettings = () => fetchContent<SiteSettingsQueryResult>(siteSettingsQuery);
const loadHome = () => fetchContent<HomePageQueryResult>(homePageQuery);
const loadConditionsPage = () => fetchContent<ConditionsPageQueryResult>(conditionsPageQuery);
const loadAllConditions = () => fetchContent<AllConditionsQueryResult>(allConditionsQuery);
const loadGoalsPage = () => fetchContent<HealthGoalsPageQueryResult>(healthGoalsPageQuery);
const loadLearnPage = () => fetchContent<LearnPageQueryResult>(learnPageQuery);
const loadCondition = (slug: string) =>
  fetchContent<ConditionBySlugQueryResult>(conditionBySlugQuery, { slug });

const searchOnlySlugs = ['respiratory', 'liver', 'urinary', 'nutrition'];

/** The spec's shop filter values (without "all") and the health goals' `?category=` slugs. */
const shopFilterValues: readonly string[] = specShopFilterValues;
const goalCategorySlugs = [
  'heart-health',
  'digestive-health',
  'brain-health',
  'immune-support',
  'energy-vitality',
  'sleep-relaxation',
  'stress-mood',
  'weight-management',
  'mens-health',
  'womens-health',
];

const learnTopics = [
  'Blood Pressure Management',
  'Cholesterol & Lipid Health',
  'Joint & Bone Health',
  'Digestive & Gut Health',
  'Eye Health & Vision Support',
  'Weight Management',
];

/** WCAG contrast ratio of a hex colour against white: colours that carry white text need 4.5. */
function contrastWithWhite(hex: string): number {
  const channels = (hex.slice(1).match(/../g) ?? []).map((pair) => {
    const value = parseInt(pair, 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  const [red = 0, green = 0, blue = 0] = channels;
  const luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue;
  return 1.05 / (luminance + 0.05);
}

describe('content seed: every query of this part answers the shape generated for it', () => {
  it.each([
    ['site settings', loadSettings],
    ['home page', loadHome],
    ['conditions page', loadConditionsPage],
    ['all conditions', loadAllConditions],
    ['health goals page', loadGoalsPage],
    ['learn page', loadLearnPage],
    ['blood sugar condition page', () => loadCondition('blood-sugar')],
  ])('%s', async (_name, load: () => Promise<unknown>) => {
    await expect(load()).resolves.toBeTruthy();
  });
});

describe('content seed: site settings', () => {
  it('names the brand and its two certification badges', async () => {
    const settings = await loadSettings();
    expect(settings.brandName).toBe('Sankofa Wellness');
    expect(settings.badges.map((badge) => badge.label)).toEqual(['cGMP Certified', 'Third-Party Tested']);
  });

  it('has Shop, Support and Legal footer columns that link to the store routes', async () => {
    const { footerColumns } = await loadSettings();
    expect(footerColumns.map((column) => column.title)).toEqual(['Shop', 'Support', 'Legal']);
    const hrefs = (title: string) =>
      footerColumns.find((column) => column.title === title)?.links.map((link) => link.href);
    expect(hrefs('Shop')).toEqual(
      expect.arrayContaining(['/shop', '/health-goals', '/conditions', '/learn']),
    );
    expect(hrefs('Support')).toEqual(['/contact', '/shipping', '/faq', '/community', '/about']);
    expect(hrefs('Legal')).toEqual([
      '/privacy',
      '/terms',
      '/disclaimer',
      '/review-guidelines',
      '/accessibility',
    ]);
  });

  it('links the four social platforms and states the support hours and FDA disclaimer', async () => {
    const settings = await loadSettings();
    expect(settings.socialLinks.map((link) => link.platform)).toEqual([
      'Facebook',
      'Instagram',
      'X',
      'YouTube',
    ]);
    for (const link of settings.socialLinks) expect(link.url).toMatch(/^https:\/\//);
    expect(settings.contact.hours).toBe('Mon-Fri 9AM-6PM EST');
    expect(settings.fdaDisclaimer).toMatch(/not been evaluated by the Food and Drug Administration/);
  });

  it('offers 10% off the first order and confirms with the spec toast', async () => {
    const { exitOffer } = await loadSettings();
    expect(exitOffer.offer).toMatch(/10% off your first order/i);
    expect(exitOffer.consent).toMatch(/unsubscribe anytime/i);
    expect(exitOffer.toastTitle).toBe('Welcome to Sankofa Wellness!');
    expect(exitOffer.toastText).toBe('Check your email for your exclusive discount code.');
  });

  it('runs the October campaign through 2025-10-31 with a palette that keeps white text readable', async () => {
    const { campaigns } = await loadSettings();
    expect(campaigns).toHaveLength(1);
    const [campaign] = campaigns;
    expect(campaign).toMatchObject({
      name: 'Breast Cancer Awareness Month',
      startDate: '2025-10-01',
      endDate: '2025-10-31',
      emoji: '🎃',
      showHearts: true,
      restylesQuiz: true,
    });
    for (const colour of Object.values(campaign?.palette ?? {})) {
      expect(contrastWithWhite(colour), colour).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('content seed: home page', () => {
  it('rotates 12 hero images, each described for screen readers', async () => {
    const home = await loadHome();
    expect(home.heroImages).toHaveLength(12);
    for (const image of home.heroImages) expect(image.alt.length).toBeGreaterThan(10);
  });

  it('has the spec button labels and the closing sections', async () => {
    const home = await loadHome();
    expect(home.quizButtonLabel).toBe('Take the 60-Second Quiz');
    expect(home.shopButtonLabel).toBe('Shop Products');
    expect(home.trustBadges.map((badge) => badge.label)).toEqual([
      'Science-Driven Formulas',
      'Third-Party Tested',
      'cGMP Certified',
      'No Artificial Colors',
      '30-Day Money-Back Guarantee',
      'Free Shipping Over $50',
      'Secure Checkout',
      'Trusted by 50,000+',
    ]);
    expect(home.whyDifferent.points.length).toBeGreaterThanOrEqual(3);
    expect(home.whyDifferent.points.length).toBeLessThanOrEqual(4);
    expect(home.startCta.title).toBe('Not Sure Where to Start?');
    expect(home.consultationNotice.text).toMatch(/doctor|healthcare provider/i);
  });

  it('shows three carousels of four cards: the 12 featured conditions', async () => {
    const [home, conditionsPage] = await Promise.all([loadHome(), loadConditionsPage()]);
    expect(home.conditionCarousels.map((carousel) => carousel.conditions.length)).toEqual([4, 4, 4]);
    const inCarousels = home.conditionCarousels.flatMap((carousel) => carousel.conditions.map((c) => c.slug));
    expect(new Set(inCarousels).size).toBe(12);
    expect([...inCarousels].sort()).toEqual(conditionsPage.conditions.map((c) => c.slug).sort());
  });

  it('lists all 20 conditions in the health-goal grid', async () => {
    const home = await loadHome();
    expect(home.goalConditions).toHaveLength(20);
  });

  it('draws on 40 testimonials, mostly 4 and 5 stars, each about a condition the store covers', async () => {
    const [home, conditions] = await Promise.all([loadHome(), loadAllConditions()]);
    expect(home.testimonials).toHaveLength(40);
    expect(new Set(home.testimonials.map((t) => t.name)).size).toBe(40);
    const conditionNames = new Set(conditions.map((condition) => condition.name));
    for (const testimonial of home.testimonials) {
      expect(testimonial.rating).toBeGreaterThanOrEqual(4);
      expect(conditionNames, testimonial.condition).toContain(testimonial.condition);
      expect(testimonial.location).toMatch(/^[A-Z][A-Za-z .]+, [A-Z]{2}$/);
    }
    expect(new Set(home.testimonials.map((t) => t.location)).size).toBeGreaterThanOrEqual(30);
  });
});

describe('content seed: conditions', () => {
  it('has 20 conditions: the 16 routed ones with pages, 4 for search and the shop filter only', async () => {
    const conditions = await loadAllConditions();
    expect(conditions).toHaveLength(20);
    const withPage = conditions.filter((condition) => condition.hasPage).map((condition) => condition.slug);
    expect(withPage).toEqual(specConditionPages.map(([slug]) => slug));
    const withoutPage = conditions.filter((condition) => !condition.hasPage);
    expect(withoutPage.map((condition) => condition.slug)).toEqual(searchOnlySlugs);
    for (const condition of withoutPage) expect(condition.href).toBe(`/shop/${condition.slug}`);
  });

  it.each(specConditionPages)('%s has its page with "%s" for collection %s', async (slug, buttonText, id) => {
    const condition = await loadCondition(slug);
    expect(condition.href).toBe(`/conditions/${slug}`);
    expect(condition.shopButtonText).toBe(buttonText);
    expect(condition.collectionId).toBe(id);
    expect(condition.intro?.length).toBeGreaterThan(100);
    expect(condition.body.length).toBeGreaterThanOrEqual(2);
  });

  it.each(specConditionPages)(
    '%s marks a structure/function claim in "Where supplements fit" with the † claim mark',
    async (slug) => {
      const { body } = await loadCondition(slug);
      const blocks = body as { style?: string; children?: { text?: string; marks?: string[] }[] }[];
      const heading = blocks.findIndex(
        (block) => block.style === 'h2' && block.children?.[0]?.text === 'Where supplements fit',
      );
      expect(heading, 'the section heading').toBeGreaterThanOrEqual(0);
      const next = blocks.findIndex((block, index) => index > heading && block.style === 'h2');
      const section = blocks.slice(heading + 1, next < 0 ? undefined : next);
      const claims = section
        .flatMap((block) => block.children ?? [])
        .filter((span) => span.marks?.includes('claim'))
        .map((span) => span.text ?? '');
      expect(claims.length).toBeGreaterThanOrEqual(1);
      for (const claim of claims) expect(claim).toMatch(/^[A-Z].*\.$/);
    },
  );

  it.each(searchOnlySlugs)('%s has no page of its own', async (slug) => {
    const failure = loadCondition(slug);
    await expect(failure).rejects.toBeInstanceOf(ContentError);
    await expect(failure).rejects.toMatchObject({ reason: 'not-found' });
  });

  it('features 12 conditions on the conditions index, with the spec texts', async () => {
    const page = await loadConditionsPage();
    expect(page.title).toBe('Health Conditions We Support');
    expect(page.quizButtonTemplate).toBe('Take Quiz for {condition}');
    expect(page.productsButtonLabel).toBe('View Products');
    expect(page.conditions).toHaveLength(12);
    for (const condition of page.conditions) expect(condition.hasPage).toBe(true);
  });

  it('links the four external health resources', async () => {
    const page = await loadConditionsPage();
    expect(page.resources.map((resource) => new URL(resource.url).hostname)).toEqual([
      'www.cdc.gov',
      'ods.od.nih.gov',
      'www.heart.org',
      'minorityhealth.hhs.gov',
    ]);
  });

  it.each([...shopFilterValues, ...goalCategorySlugs].map((value) => [value]))(
    'the shop category "%s" leads to exactly one condition',
    async (value) => {
      const conditions = await loadAllConditions();
      const matches = conditions.filter(
        (condition) => condition.slug === value || condition.aliases.some((alias) => alias === value),
      );
      expect(matches).toHaveLength(1);
    },
  );

  it('gives every condition search keywords and an icon the store can draw', async () => {
    const conditions = await loadAllConditions();
    for (const condition of conditions) {
      expect(condition.keywords.length, condition.slug).toBeGreaterThanOrEqual(5);
      expect(isIconName(condition.icon), condition.icon).toBe(true);
    }
  });
});

describe('content seed: health goals and learn', () => {
  it('has the 11 health goals with the spec links and the "Shop {title}" button', async () => {
    const page = await loadGoalsPage();
    expect(page.buttonTemplate).toBe('Shop {title}');
    expect(page.goals.map((goal) => [goal.title, goal.href])).toEqual(specHealthGoals);
    for (const goal of page.goals) {
      expect(isIconName(goal.icon), goal.icon).toBe(true);
      expect(contrastWithWhite(goal.color), goal.color).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('has the six learn topics, each with its own collection', async () => {
    const page = await loadLearnPage();
    expect(page.title).toBe('Learn About Your Health');
    expect(page.buttonLabel).toBe('Learn More & Shop');
    expect(page.topics.map((topic) => topic.title)).toEqual(learnTopics);
    expect(new Set(page.topics.map((topic) => topic.collectionId)).size).toBe(6);
    for (const topic of page.topics) {
      expect(topic.collectionId).toMatch(/^\d+$/);
      expect(contrastWithWhite(topic.color), topic.color).toBeGreaterThanOrEqual(4.5);
    }
  });
});

describe('content seed: images and drafts', () => {
  it('has a file of the stated size for every image, served by the build', async () => {
    const files = await mockImages(process.cwd());
    const [home, learn] = await Promise.all([loadHome(), loadLearnPage()]);
    const images: Image[] = [
      ...home.heroImages,
      ...home.goalConditions.map((condition) => condition.image),
      ...home.testimonials.map((testimonial) => testimonial.avatar),
      ...learn.topics.map((topic) => topic.image),
    ];
    const unique = [...new Map(images.map((image) => [image.url, image])).values()];
    expect(unique.length).toBeGreaterThanOrEqual(12 + 20 + 6);
    for (const image of unique) {
      expect(image.url.startsWith(`${SANITY_IMAGES_PATH}/`), image.url).toBe(true);
      const svg = files.get(image.url) ?? '';
      const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
      expect(root).toContain(`width="${image.width}"`);
      expect(root).toContain(`height="${image.height}"`);
      expect(root).toMatch(/viewBox="0 0 \d+ \d+"/);
    }
  });

  it('has a file served by the local services for every file asset, described as Sanity stores it', () => {
    const files = mockFiles(process.cwd());
    const assets = contentDataset().documents.filter((document) => document._type === 'sanity.fileAsset');
    expect(assets.length).toBeGreaterThanOrEqual(29);
    for (const asset of assets) {
      const url = String(asset.url);
      expect(url.startsWith(`${SANITY_FILES_PATH}/`), url).toBe(true);
      expect(files.get(url)?.toString('latin1'), url).toMatch(/^%PDF-1\./);
      expect(asset).toMatchObject({
        _id: `file-${String(asset.assetId)}-pdf`,
        extension: 'pdf',
        mimeType: 'application/pdf',
        originalFilename: url.split('/').pop(),
        path: `files/sankofa/production/${String(asset.assetId)}.pdf`,
      });
    }
  });

  it('never returns the unpublished draft of a condition', async () => {
    const [condition, conditions, draftCount] = await Promise.all([
      loadCondition('blood-sugar'),
      loadAllConditions(),
      sanityClient().then((client) => client.fetch<number>('count(*[_id in path("drafts.**")])')),
    ]);
    expect(condition.title).toBe('Blood Sugar Support');
    expect(condition.summary).not.toMatch(/draft/i);
    expect(conditions.filter((c) => c.slug === 'blood-sugar')).toHaveLength(1);
    expect(draftCount).toBe(0);
  });
});
