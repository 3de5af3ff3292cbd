/**
 * The store's content by the names the store uses. Each is the answer of a GROQ query of
 * `src/lib/sanity/queries`, typed by Sanity TypeGen from the Studio schema (`npm run typegen`
 * writes content.generated.ts): a field the Studio requires is a value, an optional one may be
 * null. The answers that cross a trust boundary are parsed by content-boundaries.ts instead.
 */
import type {
  AboutPageQueryResult,
  AllConditionsQueryResult,
  CartPageQueryResult,
  CommunityPageQueryResult,
  ConditionBySlugQueryResult,
  ConditionsPageQueryResult,
  ContactPageQueryResult,
  FaqPageQueryResult,
  HealthGoalsPageQueryResult,
  HomePageQueryResult,
  LearnPageQueryResult,
  LegalInfoQueryResult,
  QuizQueryResult,
  RichText,
  ShippingPolicyQueryResult,
  SiteSettingsQueryResult,
} from './content.generated';

export type SiteSettings = NonNullable<SiteSettingsQueryResult>;
export type Campaign = SiteSettings['campaigns'][number];

export type HomePage = NonNullable<HomePageQueryResult>;
export type Badge = HomePage['trustBadges'][number];
export type Testimonial = HomePage['testimonials'][number];

export type ConditionSummary = AllConditionsQueryResult[number];
export type Condition = NonNullable<ConditionBySlugQueryResult>;
export type ConditionsPage = NonNullable<ConditionsPageQueryResult>;

/** An image as the UI needs it: its url plus its intrinsic size (for width/height and srcset). */
export type Image = ConditionSummary['image'];

/** Portable Text blocks are rendered by `lib/sanity`'s components; the domain keeps them opaque. */
export type PortableTextContent = RichText;

export type HealthGoalsPage = NonNullable<HealthGoalsPageQueryResult>;
export type HealthGoal = HealthGoalsPage['goals'][number];

export type LearnPage = NonNullable<LearnPageQueryResult>;
export type LearnTopic = LearnPage['topics'][number];

export type CommunityPage = NonNullable<CommunityPageQueryResult>;
export type SuccessStory = CommunityPage['stories'][number];

export type AboutPage = NonNullable<AboutPageQueryResult>;
export type CartPage = NonNullable<CartPageQueryResult>;
export type ContactPage = NonNullable<ContactPageQueryResult>;
export type ShippingPolicy = NonNullable<ShippingPolicyQueryResult>;

export type FaqPage = NonNullable<FaqPageQueryResult>;
export type FaqItem = FaqPage['items'][number];

export type LegalInfo = NonNullable<LegalInfoQueryResult>;
export type LegalPage = LegalInfo['pages'][number];
export type LegalKind = LegalPage['kind'];

/** The quiz definition: questions, answers, the category mapping and the result texts. */
export type Quiz = NonNullable<QuizQueryResult>;
