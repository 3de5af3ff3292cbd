/**
 * The second seed part (legal, about, shipping, FAQ, community, contact, cart, quiz), read the way
 * the app reads it: the real GROQ queries through `fetchContent`, answered by the mock Content Lake.
 * Only these documents are relied on, so the other seed part can change freely.
 */
import { describe, expect, it } from 'vitest';
import { fetchContent } from '../../src/lib/sanity/fetch-content';
import {
  aboutPageQuery,
  cartPageQuery,
  communityPageQuery,
  contactPageQuery,
  faqPageQuery,
  legalInfoQuery,
  quizQuery,
  shippingPolicyQuery,
} from '../../src/lib/sanity/queries';
import type {
  AboutPageQueryResult,
  CommunityPageQueryResult,
  CartPageQueryResult,
  ContactPageQueryResult,
  FaqPageQueryResult,
  LegalInfoQueryResult,
  QuizQueryResult,
  ShippingPolicyQueryResult,
} from '../../src/domain/content.generated';
import type { PortableTextContent } from '../../src/domain/types';
import { isIconName } from '../../src/domain/icons';
import { REVIEW_RULES, reviewRuleWords } from '../../src/domain/reviews/review';

type Block = { style?: string; listItem?: string; children?: { text?: string }[] };

/** The text a reader sees in rich text, one entry per block. */
function blockTexts(body: PortableTextContent, style?: string): string[] {
  return (body as Block[])
    .filter((block) => style === undefined || block.style === style)
    .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''));
}

const pages: [string, string][] = [
  ['legal information', legalInfoQuery],
  ['about page', aboutPageQuery],
  ['shipping policy', shippingPolicyQuery],
  ['FAQ page', faqPageQuery],
  ['community page', communityPageQuery],
  ['contact page', contactPageQuery],
  ['cart page', cartPageQuery],
  ['quiz', quizQuery],
];

describe('content pages seed', () => {
  it.each(pages)('serves the %s in the shape the store expects', async (_name, query) => {
    await expect(fetchContent(query)).resolves.toBeTruthy();
  });

  describe('legal information', () => {
    it('has the five tabs in order, with the day of their last update on all but the disclaimer', async () => {
      const legal = await fetchContent<LegalInfoQueryResult>(legalInfoQuery);
      expect(legal.title).toBe('Legal Information');
      expect(legal.pages.map(({ kind, tabLabel, lastUpdated }) => [kind, tabLabel, lastUpdated])).toEqual([
        ['privacy', 'Privacy Policy', '2026-11-01'],
        ['terms', 'Terms of Service', '2026-11-01'],
        ['disclaimer', 'Medical Disclaimer', null],
        ['review-guidelines', 'Review Guidelines', '2026-12-04'],
        ['accessibility', 'Accessibility', '2026-12-04'],
      ]);
    });

    it('states the five review rules in the very words the reviewer and the admin read', async () => {
      const legal = await fetchContent<LegalInfoQueryResult>(legalInfoQuery);
      const body = legal.pages.find((page) => page.kind === 'review-guidelines')?.body ?? [];
      const start = body.findIndex(
        (block) => block.style === 'h2' && blockTexts([block])[0] === 'The Five Rules',
      );
      const next = body.findIndex((block, index) => index > start && block.style === 'h2');
      const rules = body.slice(start, next).filter((block) => block.listItem === 'bullet');
      expect(start).toBeGreaterThan(-1);
      expect(blockTexts(rules)).toEqual(REVIEW_RULES.map((rule) => reviewRuleWords[rule]));
    });

    it('says in the review guidelines who may review, what is published, the marks, and that no review is medical advice', async () => {
      const legal = await fetchContent<LegalInfoQueryResult>(legalInfoQuery);
      const guidelines = legal.pages.find((page) => page.kind === 'review-guidelines');
      expect(blockTexts(guidelines?.body ?? [], 'h2')).toEqual([
        'Who Can Write a Review',
        'Every Review That Follows These Rules Is Published',
        'The Five Rules',
        'What Happens to a Held Review',
        'What the Marks Beside a Review Mean',
        "Reviews Are Shoppers' Own Experiences",
      ]);
      const text = blockTexts(guidelines?.body ?? []).join(' ');
      for (const words of [
        'one review per product and account',
        'edit or delete your review at any time',
        'whatever its number of stars and whatever its tone',
        'reject it with the rule it breaks. We keep the reason',
        'Verified buyer: the reviewer',
        'Received free or at a discount: ',
        'Staff: written by a member of our team',
        'Store reply: ',
        'Results vary from person to person',
        'No review is a medical claim or medical advice',
        'not intended to diagnose, treat, cure or prevent any disease',
      ]) {
        expect(text).toContain(words);
      }
    });

    it('names the services the store really uses in its privacy policy and terms', async () => {
      const legal = await fetchContent<LegalInfoQueryResult>(legalInfoQuery);
      for (const kind of ['privacy', 'terms'] as const) {
        const text = blockTexts(legal.pages.find((page) => page.kind === kind)?.body ?? []).join(' ');
        expect(text).toMatch(/Shopify/);
        expect(text).toMatch(/Firebase/);
      }
    });

    it("shows the FDA warning and exactly the disclaimer's five sections", async () => {
      const legal = await fetchContent<LegalInfoQueryResult>(legalInfoQuery);
      const disclaimer = legal.pages.find((page) => page.kind === 'disclaimer');
      expect(disclaimer?.warning?.text).toMatch(/not been evaluated by the Food and Drug Administration/);
      expect(disclaimer?.warning?.text).toMatch(
        /not intended to diagnose, treat, cure,? or prevent any disease/,
      );
      expect(blockTexts(disclaimer?.body ?? [], 'h2')).toEqual([
        'Not Medical Advice',
        'Consult Your Healthcare Provider',
        'Individual Results May Vary',
        'Drug Interactions',
        'Emergency Medical Attention',
      ]);
    });
  });

  it('tells the founder story and the four about sections', async () => {
    const about = await fetchContent<AboutPageQueryResult>(aboutPageQuery);
    expect(about.founder.name).not.toBe('');
    expect(about.founder.role).not.toBe('');
    expect(about.founder.photo.alt).not.toBe('');
    expect(blockTexts(about.founder.story).length).toBeGreaterThan(0);
    expect(about.sections.map((section) => section.title)).toEqual([
      'Our Why',
      'Science Meets Culture',
      'Culturally Informed Wellness',
      'Our Promise',
    ]);
  });

  describe('shipping and returns', () => {
    it('lists the three shipping methods with their times and prices', async () => {
      const policy = await fetchContent<ShippingPolicyQueryResult>(shippingPolicyQuery);
      expect(policy.freeShippingThreshold).toBe(50);
      expect(policy.methods.map(({ deliveryTime, price }) => [deliveryTime, price])).toEqual([
        ['3-5 business days', 0],
        ['2-3 business days', 9.99],
        ['1-2 business days', 19.99],
      ]);
    });

    it.each([
      ['free shipping threshold', 'over $50 in the continental US'],
      ['standard delivery', '3-5 business days'],
      ['expedited price', '$9.99'],
      ['express price', '$19.99'],
      ['dispatch time', 'Orders ship in 1-2 business days'],
      ['cut-off time', 'after 2 PM EST'],
      ['late orders', 'processed the next business day'],
      ['return window', 'within 30 days'],
      ['unopened only', 'opened supplements cannot be returned'],
      ['refund time', 'within 5-7 business days of receipt'],
      ['support hours', 'Mon-Fri 9AM-6PM EST'],
    ])('states the %s ("%s")', async (_figure, words) => {
      const policy = await fetchContent<ShippingPolicyQueryResult>(shippingPolicyQuery);
      const text = [
        policy.intro,
        ...policy.methods.flatMap((method) => [method.name, method.deliveryTime, method.note ?? '']),
        ...policy.sections.flatMap((section) => [section.title, ...blockTexts(section.body)]),
      ].join(' ');
      expect(text).toContain(words);
    });
  });

  describe('FAQ', () => {
    it('has ten questions and the "Still have questions?" box', async () => {
      const faq = await fetchContent<FaqPageQueryResult>(faqPageQuery);
      expect(faq.items).toHaveLength(10);
      expect(faq.contactTitle).toBe('Still have questions?');
      expect(faq.contactLabel).toBe('Contact Support');
    });

    it.each([
      ['safety', /safe/i, /healthcare provider/],
      ['time to see results', /results/i, /2-3 months/],
      ['combining supplements', /more than one supplement/i, /doctor or pharmacist/],
      ['vegan and allergen info', /vegan.*allergen/i, /allergen statement/],
      ['pregnancy and nursing', /pregnant or nursing/i, /provider/],
      ['medication interactions', /medications/i, /doctor or pharmacist/],
      ['storage', /store/i, /cool, dry place/],
      ['return policy', /return policy/i, /30-day money-back guarantee on unopened products.*not returnable/],
      ['quality testing', /test.*quality/i, /third-party labs/],
      [
        'subscriptions',
        /subscriptions/i,
        /save 15% on every order.*until you cancel\. Cancel online any time in your account, with no fees/,
      ],
    ])('answers the question on %s', async (_topic, question, answer) => {
      const faq = await fetchContent<FaqPageQueryResult>(faqPageQuery);
      const matches = faq.items.filter((item) => question.test(item.question));
      expect(matches).toHaveLength(1);
      expect(matches[0]?.answer).toMatch(answer);
    });
  });

  describe('community', () => {
    it('shares five success stories, each with a portrait, initials and a timeframe', async () => {
      const community = await fetchContent<CommunityPageQueryResult>(communityPageQuery);
      expect(community.storiesTitle).toBe('Success Stories');
      expect(community.stories).toHaveLength(5);
      for (const story of community.stories) {
        expect(story.avatar?.width).toBeGreaterThan(0);
        expect(story.initials).toMatch(/^[A-Z]{2}$/);
        expect(story.timeframe).toMatch(/^\d+ months?$/);
      }
    });

    it.each([
      ['events', 'Events & Screenings', 'No events found.'],
      ['caregiverResources', 'Caregiver Resources', 'No caregiver resources found.'],
      ['supportGroups', 'Support Groups', 'No support groups found.'],
    ] as const)('gives the %s list its title, empty text and admin hint', async (list, title, emptyText) => {
      const community = await fetchContent<CommunityPageQueryResult>(communityPageQuery);
      expect(community[list]).toMatchObject({ title, emptyText });
      expect(community[list].adminHint).toMatch(/click Update/);
    });

    it('covers the five regions of the events list, updated weekly', async () => {
      const { events } = await fetchContent<CommunityPageQueryResult>(communityPageQuery);
      for (const region of ['New York', 'New Jersey', 'Connecticut', 'South Florida', 'Georgia', 'weekly']) {
        expect(events.description).toContain(region);
      }
    });
  });

  it('promises a reply within 24-48 hours on the contact page', async () => {
    const contact = await fetchContent<ContactPageQueryResult>(contactPageQuery);
    expect(contact.replyPromise).toContain('within 24-48 hours');
    expect(contact.submitLabel).toBe('Send Message');
  });

  it('explains the empty cart and the Shopify checkout', async () => {
    const cart = await fetchContent<CartPageQueryResult>(cartPageQuery);
    expect(cart).toMatchObject({ emptyTitle: 'Your cart is empty', continueLabel: 'Continue Shopping' });
    expect(cart.emptyText).toMatch(/secure Shopify checkout/);
  });

  describe('quiz', () => {
    it('asks the four questions of the spec, and the optional medications question of step 4', async () => {
      const quiz = await fetchContent<QuizQueryResult>(quizQuery);
      expect(quiz.steps).toEqual({
        ageGroup: "What's your age group?",
        gender: 'How do you identify?',
        concerns: 'What are your primary health concerns? (Select all that apply)',
        symptoms: 'Are you experiencing any of these? (Optional)',
        medications: 'Do you take any of these medications?',
      });
      expect(quiz.ageGroups.map((group) => group.value)).toEqual(['18-34', '35-49', '50-64', '65+']);
    });

    it.each([
      ['male', 'Male', 'mens-health'],
      ['female', 'Female', 'womens-health'],
      ['other', 'Prefer not to say', null],
    ])('maps the gender %s ("%s") to %s', async (value, label, category) => {
      const quiz = await fetchContent<QuizQueryResult>(quizQuery);
      expect(quiz.genders.find((gender) => gender.value === value)).toEqual({ value, label, category });
    });

    it('offers the eleven concerns, each mapped to its own category with a known icon', async () => {
      const quiz = await fetchContent<QuizQueryResult>(quizQuery);
      expect(quiz.concerns.map((concern) => concern.value)).toEqual([
        'blood-sugar',
        'heart',
        'cholesterol',
        'weight',
        'energy',
        'sleep',
        'stress',
        'brain',
        'joint',
        'digestive',
        'immune',
      ]);
      for (const concern of quiz.concerns) {
        expect(concern.category).toBe(concern.value);
        expect(isIconName(concern.icon)).toBe(true);
      }
    });

    it.each([
      ['fatigue', 'energy'],
      ['sleep-issues', 'sleep'],
      ['joint-pain', 'joint'],
      ['digestive', 'digestive'],
      ['brain-fog', 'brain'],
      ['stress', 'stress'],
      ['weight', 'weight'],
      ['blood-pressure', 'blood-pressure'],
      ['blood-sugar', 'blood-sugar'],
    ])('maps the symptom %s to %s', async (value, category) => {
      const quiz = await fetchContent<QuizQueryResult>(quizQuery);
      const symptom = quiz.symptoms.find((candidate) => candidate.value === value);
      expect(symptom?.label).toBeTruthy();
      expect(symptom?.category).toBe(category);
    });

    it('lists exactly the nine symptoms of the spec', async () => {
      const quiz = await fetchContent<QuizQueryResult>(quizQuery);
      expect(quiz.symptoms).toHaveLength(9);
    });

    it.each([
      ['blood-sugar', ['9', '17']],
      ['heart', ['7', '24']],
      ['blood-pressure', ['12', '37']],
      ['cholesterol', ['13', '66']],
      ['weight', ['14', '60']],
      ['energy', ['1', '43']],
      ['sleep', ['6', '22']],
      ['stress', ['19', '57']],
      ['brain', ['18']],
      ['joint', ['10', '23']],
      ['digestive', ['5', '35']],
      ['immune', ['3', '26']],
      ['womens-health', ['8']],
      ['mens-health', ['11', '20']],
    ])('recommends for %s the products %j', async (category, productIds) => {
      const quiz = await fetchContent<QuizQueryResult>(quizQuery);
      expect(quiz.categories.find((entry) => entry.category === category)?.productIds).toEqual(productIds);
    });

    it('has one category per concern and gender (and blood pressure), and the texts of the results', async () => {
      const quiz = await fetchContent<QuizQueryResult>(quizQuery);
      expect(quiz.categories).toHaveLength(14);
      expect(quiz).toMatchObject({
        maxRecommendations: 4,
        resultTitle: 'Your Personalized Wellness Recommendations',
        resultSubtitle:
          'Based on your wellness quiz, here are products specially selected for your health goals',
        fallbackText:
          "We're preparing personalized recommendations for you. Please visit our shop to explore all products.",
        fallbackButtonLabel: 'Browse All Products',
      });
    });

    it("sends shoppers to each category's condition page when its products are not among the results", async () => {
      const quiz = await fetchContent<QuizQueryResult>(quizQuery);
      for (const { category, condition } of quiz.categories)
        expect(condition?.href, category).toMatch(/^\/conditions\/[a-z-]+$/);
    });
  });
});
