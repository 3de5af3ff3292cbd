/**
 * The shopper's privacy choices and the rule that decides what runs before they answer.
 *
 * The four purposes are Shopify's (its Customer Privacy API and the Storefront API's
 * `VisitorConsent` name the same ones). Where the law asks for consent first, nothing that tracks
 * runs until the shopper accepts; elsewhere the store's analytics run until the shopper declines,
 * and marketing and the sharing of data wait for a yes everywhere. The shopper's region is read
 * from the browser's time zone: the store is static pages with no server to look up an address, and
 * a time zone the store cannot read counts as a region that asks first.
 */

export interface PrivacyChoices {
  /** How shoppers use the store: page views, product views, searches, adds to cart. */
  analytics: boolean;
  /** Offers and ads measured or personalised from what the shopper does. */
  marketing: boolean;
  /** Remembering the shopper's settings (such as language) for a next visit. */
  preferences: boolean;
  /** Selling or sharing the shopper's data with third parties. */
  saleOfData: boolean;
}

export const PRIVACY_PURPOSES = ['analytics', 'marketing', 'preferences', 'saleOfData'] as const;

/**
 * `consent-first`: the law asks for consent before anything tracks (the EEA's, the UK's and
 * Switzerland's data protection laws). `decline-any-time`: the shopper may say no at any time (as in
 * the United States, where the store sells).
 */
export type PrivacyRegion = 'consent-first' | 'decline-any-time';

/**
 * Time zones of the EEA, the UK and Switzerland outside `Europe/`: their Atlantic islands, the
 * Spanish cities in Africa and Svalbard.
 */
const CONSENT_FIRST_ZONES = new Set([
  'Atlantic/Azores',
  'Atlantic/Canary',
  'Atlantic/Faroe',
  'Atlantic/Madeira',
  'Atlantic/Reykjavik',
  'Africa/Ceuta',
  'Arctic/Longyearbyen',
]);

/**
 * Whether the browser's clock alone places it outside every consent-first region: its time zone has
 * summer time (no `Etc/` zone has any), and its offset stays outside Europe's (UTC−1 to UTC+4, the
 * islands' included) all year, as in most of the Americas. Then `privacyRegionOf` could only say
 * 'decline-any-time', and the zone's name need not be asked: asking `Intl` first costs a phone
 * about 40 ms of main thread (160 ms with the CPU slowed 4x), on every fresh page before it paints.
 * `getTimezoneOffset` minutes: positive west of Greenwich.
 */
export function clockOutsideConsentFirstZones(now: Date = new Date()): boolean {
  const year = now.getFullYear();
  const offsets = [new Date(year, 0, 1).getTimezoneOffset(), new Date(year, 6, 1).getTimezoneOffset()];
  const [winter, summer] = offsets as [number, number];
  return winter !== summer && offsets.every((offset) => offset > 60 || offset < -240);
}

/** The region of a browser's time zone (`Intl`'s `timeZone`); unknown asks first. */
export function privacyRegionOf(timeZone: string | undefined): PrivacyRegion {
  if (!timeZone) return 'consent-first';
  if (timeZone.startsWith('Europe/') || CONSENT_FIRST_ZONES.has(timeZone)) return 'consent-first';
  // `UTC`, `Etc/…` and the like say nothing of where the shopper is.
  if (!timeZone.includes('/') || timeZone.startsWith('Etc/')) return 'consent-first';
  return 'decline-any-time';
}

/** What runs before the shopper has answered. */
export function choicesBeforeAnswer(region: PrivacyRegion): PrivacyChoices {
  const analytics = region === 'decline-any-time';
  return { analytics, marketing: false, preferences: analytics, saleOfData: false };
}

export const ACCEPT_ALL: PrivacyChoices = {
  analytics: true,
  marketing: true,
  preferences: true,
  saleOfData: true,
};
export const DECLINE_ALL: PrivacyChoices = {
  analytics: false,
  marketing: false,
  preferences: false,
  saleOfData: false,
};

/** The shopper's answer as the store keeps it: their choices and when they gave them. */
export interface PrivacyAnswer extends PrivacyChoices {
  answeredAt: string;
}

/** A kept answer read back, or null for anything that is not one (changed by hand, an older shape). */
export function parsePrivacyAnswer(value: unknown): PrivacyAnswer | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (PRIVACY_PURPOSES.some((purpose) => typeof record[purpose] !== 'boolean')) return null;
  if (typeof record.answeredAt !== 'string' || Number.isNaN(Date.parse(record.answeredAt))) return null;
  return {
    analytics: record.analytics as boolean,
    marketing: record.marketing as boolean,
    preferences: record.preferences as boolean,
    saleOfData: record.saleOfData as boolean,
    answeredAt: record.answeredAt,
  };
}

/** What the store may do now: the shopper's answer, or the region's rule until there is one. */
export function choicesInForce(answer: PrivacyAnswer | null, region: PrivacyRegion): PrivacyChoices {
  if (!answer) return choicesBeforeAnswer(region);
  const { analytics, marketing, preferences, saleOfData } = answer;
  return { analytics, marketing, preferences, saleOfData };
}

export function sameChoices(a: PrivacyChoices, b: PrivacyChoices): boolean {
  return PRIVACY_PURPOSES.every((purpose) => a[purpose] === b[purpose]);
}
