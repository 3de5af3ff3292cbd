import { defineQuery } from 'groq';
import { campaign } from './groq';

export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  brandName, tagline, description, trustClaims,
  badges[]{label, icon},
  footerColumns[]{title, links[]{label, href}},
  socialLinks[]{platform, url},
  fdaDisclaimer,
  contact{email, phone, address, hours},
  exitOffer{title, text, offer, emailLabel, buttonLabel, consent, toastTitle, toastText},
  "campaigns": *[_type == "campaign"] | order(startDate asc)${campaign}
}`);
