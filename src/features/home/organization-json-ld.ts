import type { SiteSettings } from '../../domain/types';

/** The store's mark: the icon every page names, a square that scales to any size. */
export const STORE_LOGO_PATH = '/favicon.svg';

interface OrganizationJsonLdOptions {
  /** The store's home page, absolute (`VITE_SITE_URL`). */
  url: string;
  /** The logo's absolute address. */
  logo: string;
}

/**
 * The shop as search engines read it on its home page (schema.org Organization): its name, home
 * page and logo for the knowledge panel, its social profiles as `sameAs` (web addresses only), and
 * how to reach it.
 */
export function organizationJsonLd(
  {
    brandName,
    description,
    socialLinks,
    contact,
  }: Pick<SiteSettings, 'brandName' | 'description' | 'socialLinks' | 'contact'>,
  { url, logo }: OrganizationJsonLdOptions,
) {
  const sameAs = socialLinks
    .map((link) => link.url.trim())
    .filter((link) => /^https?:\/\/[^\s/]+/.test(link));
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: brandName,
    url,
    logo,
    description,
    ...(sameAs.length > 0 && { sameAs }),
    ...(contact.email && { email: contact.email }),
    ...(contact.phone && { telephone: contact.phone }),
  };
}
