/**
 * Domain types of the store's content. Each zod schema is the single source of truth for its
 * type: `lib/sanity` parses every GROQ answer with these, so a malformed answer from the content
 * backend fails with a readable message instead of rendering half a page.
 */
import * as z from 'zod/mini';
import { findingSeverities } from './interaction-rules';
import { medicationClasses } from './medications';

const text = z.string();
/** Optional in the Studio: absent, null or a string; the UI sees `string | undefined`. */
function optional<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? undefined),
  );
}
const optionalText = optional(z.string());

/**
 * When a page's content last changed (the Content Lake's `_updatedAt`, an ISO date-time), which
 * the build dates the page by in sitemap.xml. Optional, so answers without it still parse.
 */
const updatedAt = optionalText;

/**
 * Where an image is: the CDN's https URL, or (mock mode) a path on the store's own origin.
 * Nothing else (no `javascript:`, no protocol-relative `//host`) is accepted.
 */
const imageUrl = z
  .string()
  .check(z.regex(/^(https?:\/\/[^\s]+|\/(?!\/)[^\s]*)$/, 'must be an http(s) URL or a path'));

/** An image as the UI needs it: its url plus its intrinsic size (for width/height and srcset). */
export const imageSchema = z.object({
  url: imageUrl,
  width: z.int().check(z.positive()),
  height: z.int().check(z.positive()),
  alt: z.pipe(
    z.nullish(z.string()),
    z.transform((value: string | null | undefined) => value ?? ''),
  ),
});
export type Image = z.infer<typeof imageSchema>;

/** Portable Text blocks are rendered by `lib/sanity`'s components; the domain keeps them opaque. */
export const portableTextSchema = z.array(z.looseObject({ _type: z.string(), _key: z.string() }));
export type PortableTextContent = z.infer<typeof portableTextSchema>;

export const linkSchema = z.object({ label: text, href: text });
export type Link = z.infer<typeof linkSchema>;

/** Icons are named in the content and drawn by `components/icon`. */
export const iconNameSchema = z.string().check(z.minLength(1));

export const badgeSchema = z.object({ label: text, icon: iconNameSchema });
export type Badge = z.infer<typeof badgeSchema>;

export const conditionSummarySchema = z.object({
  slug: text,
  name: text,
  title: text,
  summary: text,
  icon: iconNameSchema,
  image: imageSchema,
  hasPage: z.boolean(),
  /** Where a link to this condition goes: its page, or the shop filtered by it. */
  href: text,
  keywords: z.array(text),
  aliases: z.array(text),
});
export type ConditionSummary = z.infer<typeof conditionSummarySchema>;
export const conditionSummariesSchema = z.array(conditionSummarySchema);

export const conditionSchema = z.extend(conditionSummarySchema, {
  updatedAt,
  intro: text,
  body: z.pipe(
    z.nullish(portableTextSchema),
    z.transform((value: PortableTextContent | null | undefined) => value ?? []),
  ),
  shopButtonText: text,
  collectionId: text,
});
export type Condition = z.infer<typeof conditionSchema>;

export const healthGoalSchema = z.object({
  title: text,
  description: text,
  icon: iconNameSchema,
  color: text,
  href: text,
});
export type HealthGoal = z.infer<typeof healthGoalSchema>;

export const learnTopicSchema = z.object({
  title: text,
  description: text,
  fullDescription: text,
  collectionId: text,
  image: imageSchema,
  icon: iconNameSchema,
  color: text,
});
export type LearnTopic = z.infer<typeof learnTopicSchema>;

export const faqItemSchema = z.object({
  question: text,
  answer: text,
  /** Ends the answer with "Manage subscriptions", a link to Shopify's customer account. */
  customerAccountLink: optional(z.boolean()),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

export const testimonialSchema = z.object({
  name: text,
  age: z.int().check(z.positive()),
  condition: text,
  rating: z.int().check(z.gte(1), z.lte(5)),
  text: text,
  location: text,
  avatar: imageSchema,
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const successStorySchema = z.object({
  name: text,
  location: text,
  condition: text,
  story: text,
  avatar: optional(imageSchema),
  initials: text,
  timeframe: text,
});
export type SuccessStory = z.infer<typeof successStorySchema>;

export const legalKindSchema = z.enum(['privacy', 'terms', 'disclaimer']);
export type LegalKind = z.infer<typeof legalKindSchema>;

export const legalPageSchema = z.object({
  kind: legalKindSchema,
  title: text,
  tabLabel: text,
  showLastUpdated: z.boolean(),
  warning: optional(z.object({ title: text, text: text })),
  body: portableTextSchema,
});
export type LegalPage = z.infer<typeof legalPageSchema>;

export const legalInfoSchema = z.object({
  updatedAt,
  title: text,
  intro: optionalText,
  pages: z.array(legalPageSchema),
});
export type LegalInfo = z.infer<typeof legalInfoSchema>;

const calendarDate = z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/));

export const campaignSchema = z.object({
  name: text,
  /** Calendar dates (YYYY-MM-DD) read in the shopper's own time zone, both days inclusive. */
  startDate: calendarDate,
  endDate: calendarDate,
  palette: z.object({ primary: text, secondary: text, accent: text }),
  emoji: text,
  bannerText: text,
  showHearts: z.boolean(),
  restylesQuiz: z.boolean(),
});
export type Campaign = z.infer<typeof campaignSchema>;

export const exitOfferSchema = z.object({
  title: text,
  text: text,
  offer: text,
  emailLabel: text,
  buttonLabel: text,
  consent: text,
  toastTitle: text,
  toastText: text,
});
export type ExitOffer = z.infer<typeof exitOfferSchema>;

export const siteSettingsSchema = z.object({
  brandName: text,
  tagline: text,
  description: text,
  trustClaims: z.array(text),
  badges: z.array(badgeSchema),
  footerColumns: z.array(z.object({ title: text, links: z.array(linkSchema) })),
  socialLinks: z.array(z.object({ platform: text, url: text })),
  fdaDisclaimer: text,
  contact: z.object({ email: text, phone: text, address: text, hours: text }),
  exitOffer: exitOfferSchema,
  campaigns: z.array(campaignSchema),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const homePageSchema = z.object({
  updatedAt,
  heroTitle: text,
  heroSubtitle: text,
  heroImages: z.array(imageSchema).check(z.minLength(1)),
  quizButtonLabel: text,
  shopButtonLabel: text,
  trustBadges: z.array(badgeSchema),
  conditionCarousels: z.array(z.object({ title: text, conditions: z.array(conditionSummarySchema) })),
  healthGoalGrid: z.object({ title: text, subtitle: text }),
  goalConditions: z.array(conditionSummarySchema),
  testimonialsTitle: text,
  testimonials: z.array(testimonialSchema),
  whyDifferent: z.object({
    title: text,
    subtitle: text,
    points: z.array(z.object({ title: text, text: text, icon: iconNameSchema })),
  }),
  startCta: z.object({ title: text, text: text, buttonLabel: text }),
  consultationNotice: z.object({ title: text, text: text }),
});
export type HomePage = z.infer<typeof homePageSchema>;

export const conditionsPageSchema = z.object({
  updatedAt,
  title: text,
  intro: text,
  quizButtonTemplate: text,
  productsButtonLabel: text,
  resourcesTitle: text,
  resources: z.array(z.object({ name: text, description: text, url: z.url() })),
  conditions: z.array(conditionSummarySchema),
});
export type ConditionsPage = z.infer<typeof conditionsPageSchema>;

export const healthGoalsPageSchema = z.object({
  updatedAt,
  title: text,
  intro: text,
  buttonTemplate: text,
  goals: z.array(healthGoalSchema),
});
export type HealthGoalsPage = z.infer<typeof healthGoalsPageSchema>;

export const learnPageSchema = z.object({
  updatedAt,
  title: text,
  intro: text,
  buttonLabel: text,
  topics: z.array(learnTopicSchema),
});
export type LearnPage = z.infer<typeof learnPageSchema>;

const communityListCopySchema = z.object({
  title: text,
  description: text,
  emptyText: text,
  adminHint: text,
});

export const communityPageSchema = z.object({
  updatedAt,
  title: text,
  intro: text,
  storiesTitle: text,
  stories: z.array(successStorySchema),
  events: communityListCopySchema,
  caregiverResources: communityListCopySchema,
  supportGroups: communityListCopySchema,
  stayConnected: z.object({
    title: text,
    text: text,
    emailLabel: text,
    buttonLabel: text,
    thanks: text,
    consent: text,
  }),
});
export type CommunityPage = z.infer<typeof communityPageSchema>;

export const aboutPageSchema = z.object({
  updatedAt,
  title: text,
  intro: text,
  founder: z.object({
    heading: text,
    name: text,
    role: text,
    photo: imageSchema,
    story: portableTextSchema,
  }),
  sections: z.array(z.object({ title: text, body: portableTextSchema })),
});
export type AboutPage = z.infer<typeof aboutPageSchema>;

export const cartPageSchema = z.object({
  updatedAt,
  emptyTitle: text,
  emptyText: text,
  continueLabel: text,
});
export type CartPage = z.infer<typeof cartPageSchema>;

export const contactPageSchema = z.object({
  updatedAt,
  title: text,
  intro: text,
  replyPromise: text,
  formTitle: text,
  submitLabel: text,
  successTitle: text,
  successText: text,
});
export type ContactPage = z.infer<typeof contactPageSchema>;

export const shippingPolicySchema = z.object({
  updatedAt,
  title: text,
  intro: text,
  freeShippingThreshold: z.number().check(z.nonnegative()),
  methods: z.array(
    z.object({
      name: text,
      deliveryTime: text,
      price: z.number().check(z.nonnegative()),
      note: optionalText,
    }),
  ),
  sections: z.array(z.object({ title: text, body: portableTextSchema })),
});
export type ShippingPolicy = z.infer<typeof shippingPolicySchema>;

export const faqPageSchema = z.object({
  updatedAt,
  title: text,
  intro: text,
  contactTitle: text,
  contactText: text,
  contactLabel: text,
  items: z.array(faqItemSchema),
});
export type FaqPage = z.infer<typeof faqPageSchema>;

/** The quiz definition (used by the commerce issue's quiz dialog; editors own its mapping). */
export const quizSchema = z.object({
  updatedAt,
  title: text,
  steps: z.object({
    ageGroup: text,
    gender: text,
    concerns: text,
    symptoms: text,
    /** The optional medications question (the store has its own wording when empty). */
    medications: optionalText,
  }),
  ageGroups: z.array(z.object({ value: text, label: text })),
  genders: z.array(z.object({ value: text, label: text, category: optionalText })),
  concerns: z.array(z.object({ value: text, label: text, icon: iconNameSchema, category: text })),
  symptoms: z.array(z.object({ value: text, label: text, category: optionalText })),
  categories: z.array(z.object({ category: text, productIds: z.array(text) })),
  maxRecommendations: z.int().check(z.positive()),
  resultTitle: text,
  resultSubtitle: text,
  fallbackText: text,
  fallbackButtonLabel: text,
});
export type Quiz = z.infer<typeof quizSchema>;

/** The lab results page: the testing programme and the lot lookup's heading and hint. */
export const labResultsPageSchema = z.object({
  updatedAt,
  title: text,
  intro: text,
  lookupTitle: text,
  lookupHint: text,
  sections: z.array(z.object({ title: text, body: portableTextSchema })),
});
export type LabResultsPage = z.infer<typeof labResultsPageSchema>;

const positiveAmount = z.number().check(z.positive());
const heavyMetalResultSchema = z.object({
  measured: z.number().check(z.nonnegative()),
  limit: positiveAmount,
  limitSource: text,
});

/**
 * A lab report (certificate of analysis) of one lot as the content answers it; `lib/sanity`
 * reshapes it into the `LabReport` the store shows (src/domain/lab-report.ts).
 */
export const labReportSchema = z.object({
  updatedAt,
  lotCode: text,
  /** Shopify product handles. */
  products: z.array(text).check(z.minLength(1)),
  manufactureDate: calendarDate,
  expiryDate: calendarDate,
  testDate: calendarDate,
  laboratory: z.object({ name: text, accreditation: text }),
  potency: z.array(
    z.object({ ingredient: text, claim: positiveAmount, unit: text, measured: positiveAmount }),
  ),
  heavyMetals: z.object({
    lead: heavyMetalResultSchema,
    arsenic: heavyMetalResultSchema,
    cadmium: heavyMetalResultSchema,
    mercury: heavyMetalResultSchema,
  }),
  microbiology: z.array(z.object({ test: text, result: z.enum(['pass', 'fail']), detail: optionalText })),
  /** The signed certificate (PDF): on Sanity's file CDN, or (mock mode) a path on the store's own origin. */
  certificateUrl: z
    .string()
    .check(z.regex(/^(https:\/\/\S+|\/(?!\/)\S*)$/, 'must be an https URL or a path')),
});
export type LabReportAnswer = z.infer<typeof labReportSchema>;

/** The reports of one lot number: none, or the one. */
export const labReportsSchema = z.array(labReportSchema);

/** A report as a product lists it: which lot, when and by whom it was tested. */
export const labReportSummarySchema = z.object({
  lotCode: text,
  testDate: calendarDate,
  laboratory: text,
});
export type LabReportSummary = z.infer<typeof labReportSummarySchema>;

export const labReportSummariesSchema = z.array(labReportSummarySchema);

/**
 * An interaction rule as the content answers it: exactly the `InteractionRule` of
 * src/domain/medications.ts. A class or severity the store does not know, an empty field or a
 * source that is not an https page fails with the field named.
 */
export const interactionRuleSchema = z.object({
  ingredient: z.string().check(z.trim(), z.minLength(1)),
  medicationClass: z.enum(medicationClasses),
  severity: z.enum(findingSeverities),
  message: z.string().check(z.minLength(1)),
  sourceUrl: z.string().check(z.regex(/^https:\/\/[^\s/]+\S*$/, 'must be an https URL')),
});

export const interactionRulesSchema = z.array(interactionRuleSchema);
