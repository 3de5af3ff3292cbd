/**
 * Site settings (brand, badges, footer, campaigns): the header, the footer and many pages read them,
 * and the root route loads them before any page renders.
 */
import { useSuspenseQuery } from '@tanstack/react-query';
import { defineQuery } from 'groq';
import type { SiteSettingsQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';
import { campaign } from './groq';

export const siteSettingsQuery = defineQuery(`*[_type == "siteSettings" && _id == "siteSettings"][0]{
  brandName, tagline, description,
  "badges": coalesce(badges[]{label, icon}, []),
  footerColumns[]{title, links[]{label, href}},
  "socialLinks": coalesce(socialLinks[]{platform, url}, []),
  fdaDisclaimer,
  contact{email, phone, address, hours},
  exitOffer{title, text, offer, emailLabel, buttonLabel, consent, toastTitle, toastText},
  "campaigns": *[_type == "campaign"] | order(startDate asc)${campaign}
}`);

export const siteSettingsQueryOptions = contentQueryOptions<SiteSettingsQueryResult>(
  ['site-settings'],
  siteSettingsQuery,
);

export function useSiteSettings() {
  return useSuspenseQuery(siteSettingsQueryOptions).data;
}
