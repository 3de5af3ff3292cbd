/**
 * The seed content the mock Content Lake serves (`mocks/data/*.ndjson`), read straight from the
 * files, so the browser tests expect exactly the words a shopper sees in mock mode. Only the fields
 * the tests read are typed.
 */
import { readdirSync, readFileSync } from 'node:fs';

const dataDir = new URL('../../mocks/data/', import.meta.url);

interface SeedDocument {
  _id: string;
  _type: string;
  order?: number;
  [field: string]: unknown;
}

function loadSeed(): SeedDocument[] {
  return readdirSync(dataDir)
    .filter((file) => file.endsWith('.ndjson'))
    .sort()
    .flatMap((file) => readFileSync(new URL(file, dataDir), 'utf8').split('\n'))
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => JSON.parse(line) as SeedDocument)
    .filter((document) => !document._id.startsWith('drafts.'));
}

let cache: SeedDocument[] | undefined;
const seed = () => (cache ??= loadSeed());

function singleton<T>(id: string): T {
  const document = seed().find((each) => each._id === id);
  if (!document) throw new Error(`The seed has no "${id}" document yet`);
  return document as unknown as T;
}

function ofType<T>(type: string): T[] {
  return seed()
    .filter((document) => document._type === type)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0)) as unknown as T[];
}

export interface SeedLink {
  label: string;
  href: string;
}

export const seedContent = {
  siteSettings: () =>
    singleton<{
      brandName: string;
      footerColumns: { title: string; links: SeedLink[] }[];
      contact: { email: string };
      exitOffer: {
        title: string;
        buttonLabel: string;
        emailLabel: string;
        toastTitle: string;
        toastText: string;
      };
    }>('siteSettings'),
  homePage: () => singleton<{ heroTitle: string }>('homePage'),
  healthGoalsPage: () => singleton<{ title: string }>('healthGoalsPage'),
  conditionsPage: () => singleton<{ title: string }>('conditionsPage'),
  conditions: () =>
    ofType<{
      slug: { current: string };
      name: string;
      title: string;
      hasPage?: boolean;
      shopButtonText: string;
    }>('condition'),
  learnPage: () => singleton<{ title: string }>('learnPage'),
  communityPage: () => singleton<{ title: string }>('communityPage'),
  aboutPage: () => singleton<{ title: string }>('aboutPage'),
  cartPage: () => singleton<{ emptyTitle: string; continueLabel: string }>('cartPage'),
  contactPage: () => singleton<{ title: string; submitLabel: string; successTitle: string }>('contactPage'),
  shippingPolicy: () => singleton<{ title: string }>('shippingPolicy'),
  faqPage: () => singleton<{ title: string; contactLabel: string }>('faqPage'),
  faqItems: () => ofType<{ question: string; answer: string }>('faqItem'),
  labResultsPage: () => singleton<{ title: string; lookupTitle: string }>('labResultsPage'),
  legalInfo: () => singleton<{ title: string }>('legalInfo'),
  legalPages: () =>
    ofType<{
      kind: 'privacy' | 'terms' | 'disclaimer' | 'review-guidelines' | 'accessibility';
      title: string;
      tabLabel: string;
      lastUpdated?: string;
    }>('legalPage'),
  campaigns: () => ofType<{ name: string; emoji: string; bannerText: string }>('campaign'),
  quiz: () =>
    singleton<{
      title: string;
      resultTitle: string;
      steps: { ageGroup: string; gender: string; concerns: string; symptoms: string };
    }>('quiz'),
};
