/**
 * The content model of the store, as the Studio registers it. Field names are the ones the GROQ in
 * `src/lib/sanity/queries/` reads; `npm run typegen` types what it returns from this model.
 */
import type { SchemaTypeDefinition } from 'sanity';
import { campaign } from './documents/campaign';
import { communityFeed } from './documents/community-feed';
import { condition } from './documents/condition';
import { faqItem } from './documents/faq-item';
import { healthGoal } from './documents/health-goal';
import { interactionRule } from './documents/interaction-rule';
import { labReport } from './documents/lab-report';
import { learnTopic } from './documents/learn-topic';
import { legalPage } from './documents/legal-page';
import { successStory } from './documents/success-story';
import { testimonial } from './documents/testimonial';
import { badge } from './objects/badge';
import { callout } from './objects/callout';
import { communityListCopy } from './objects/community-list-copy';
import { conditionCarousel } from './objects/condition-carousel';
import { contactDetails } from './objects/contact-details';
import { exitOffer } from './objects/exit-offer';
import { externalResource } from './objects/external-resource';
import { footerColumn } from './objects/footer-column';
import { heavyMetalResult } from './objects/heavy-metal-result';
import { microbiologyResult } from './objects/microbiology-result';
import { navLink } from './objects/nav-link';
import { pageSection } from './objects/page-section';
import { potencyResult } from './objects/potency-result';
import {
  quizAgeGroup,
  quizConcern,
  quizGender,
  quizProductCategory,
  quizSymptom,
} from './objects/quiz-options';
import { richText } from './objects/rich-text';
import { sellingPoint } from './objects/selling-point';
import { shippingMethod } from './objects/shipping-method';
import { socialLink } from './objects/social-link';
import { aboutPage } from './singletons/about-page';
import { cartPage } from './singletons/cart-page';
import { communityPage } from './singletons/community-page';
import { conditionsPage } from './singletons/conditions-page';
import { contactPage } from './singletons/contact-page';
import { faqPage } from './singletons/faq-page';
import { healthGoalsPage } from './singletons/health-goals-page';
import { homePage } from './singletons/home-page';
import { labResultsPage } from './singletons/lab-results-page';
import { learnPage } from './singletons/learn-page';
import { legalInfo } from './singletons/legal-info';
import { quiz } from './singletons/quiz';
import { shippingPolicy } from './singletons/shipping-policy';
import { siteSettings } from './singletons/site-settings';

/** Pages and settings that exist once; each document's `_id` is its type name. In Studio order. */
export const singletons = [
  siteSettings,
  homePage,
  conditionsPage,
  healthGoalsPage,
  learnPage,
  communityPage,
  aboutPage,
  cartPage,
  contactPage,
  shippingPolicy,
  faqPage,
  labResultsPage,
  legalInfo,
  quiz,
] as const;

/** Documents editors add many of, in Studio order. */
export const listDocuments = [
  condition,
  healthGoal,
  learnTopic,
  faqItem,
  legalPage,
  testimonial,
  successStory,
  campaign,
  communityFeed,
  labReport,
  interactionRule,
] as const;

const objects = [
  richText,
  badge,
  navLink,
  footerColumn,
  socialLink,
  contactDetails,
  exitOffer,
  callout,
  sellingPoint,
  conditionCarousel,
  pageSection,
  shippingMethod,
  communityListCopy,
  externalResource,
  quizAgeGroup,
  quizGender,
  quizConcern,
  quizSymptom,
  quizProductCategory,
  potencyResult,
  heavyMetalResult,
  microbiologyResult,
];

export const schemaTypes: SchemaTypeDefinition[] = [...singletons, ...listDocuments, ...objects];

export const singletonTypes: ReadonlySet<string> = new Set(singletons.map((type) => type.name));
