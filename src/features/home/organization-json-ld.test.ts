import { describe, expect, it } from 'vitest';
import { organizationJsonLd } from './organization-json-ld';

const settings = {
  brandName: 'Sankofa Wellness',
  description: 'Science-driven supplements.',
  socialLinks: [
    { platform: 'Facebook', url: 'https://www.facebook.com/sankofa' },
    { platform: 'Instagram', url: ' https://www.instagram.com/sankofa ' },
    { platform: 'Old', url: 'javascript:alert(1)' },
    { platform: 'Mail', url: 'mailto:hello@example.com' },
  ],
  contact: { email: 'support@example.com', phone: '(800) 555-0134', address: 'Atlanta', hours: '9-5' },
};
const where = { url: 'https://www.example.com/', logo: 'https://www.example.com/favicon.svg' };

describe('organizationJsonLd', () => {
  it('names the shop, its home page, its logo and its web profiles (sameAs), and how to reach it', () => {
    expect(organizationJsonLd(settings, where)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: 'Sankofa Wellness',
      url: 'https://www.example.com/',
      logo: 'https://www.example.com/favicon.svg',
      description: 'Science-driven supplements.',
      sameAs: ['https://www.facebook.com/sankofa', 'https://www.instagram.com/sankofa'],
      email: 'support@example.com',
      telephone: '(800) 555-0134',
    });
  });

  it('says no sameAs when the shop lists no web profile', () => {
    expect(organizationJsonLd({ ...settings, socialLinks: [] }, where)).not.toHaveProperty('sameAs');
  });
});
