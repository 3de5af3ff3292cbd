import { describe, expect, it } from 'vitest';
import { structuredDataProblems } from '../e2e/structured-data-rules';

/** The rules the browser suite applies to every built page's JSON-LD catch what Google would refuse. */
const product = {
  '@context': 'https://schema.org',
  '@type': ['Product', 'DietarySupplement'],
  name: 'Daily Energy B-Complex',
  description: 'Supports natural energy production.',
  image: ['https://cdn.example.com/a.jpg'],
  url: 'https://www.example.com/products/daily-energy',
  brand: { '@type': 'Brand', name: 'Sankofa Wellness' },
  offers: {
    '@type': 'Offer',
    url: 'https://www.example.com/products/daily-energy',
    price: '24.99',
    priceCurrency: 'USD',
    availability: 'https://schema.org/InStock',
  },
  aggregateRating: {
    '@type': 'AggregateRating',
    ratingValue: 4.8,
    reviewCount: 12,
    bestRating: 5,
    worstRating: 1,
  },
};
const breadcrumbs = {
  '@context': 'https://schema.org',
  '@type': 'BreadcrumbList',
  itemListElement: [
    { '@type': 'ListItem', position: 1, name: 'Shop', item: 'https://www.example.com/shop' },
    {
      '@type': 'ListItem',
      position: 2,
      name: 'Daily Energy',
      item: 'https://www.example.com/products/daily-energy',
    },
  ],
};
const organization = {
  '@context': 'https://schema.org',
  '@type': 'Organization',
  name: 'Sankofa Wellness',
  url: 'https://www.example.com/',
  logo: 'https://www.example.com/favicon.svg',
  sameAs: ['https://www.facebook.com/sankofa'],
};
const faq = {
  '@context': 'https://schema.org',
  '@type': 'FAQPage',
  mainEntity: [
    { '@type': 'Question', name: 'How fast?', acceptedAnswer: { '@type': 'Answer', text: 'Two days.' } },
  ],
};
const collection = {
  '@context': 'https://schema.org',
  '@type': 'CollectionPage',
  name: 'Sleep Support',
  url: 'https://www.example.com/collections/sleep-support',
  mainEntity: {
    '@type': 'ItemList',
    numberOfItems: 1,
    itemListElement: [
      { '@type': 'ListItem', position: 1, url: 'https://www.example.com/products/a', name: 'A' },
    ],
  },
};

describe('structuredDataProblems', () => {
  it.each([
    ['a product with its offer', product],
    ['a breadcrumb trail', breadcrumbs],
    ['the organization', organization],
    ['an FAQ', faq],
    ['a collection and its list', collection],
    [
      'an empty collection',
      { ...collection, mainEntity: { '@type': 'ItemList', numberOfItems: 0, itemListElement: [] } },
    ],
  ])('accepts %s', (_, data) => {
    expect(structuredDataProblems(data)).toEqual([]);
  });

  it.each([
    [
      'a product without a price',
      { ...product, offers: { ...product.offers, price: undefined } },
      /offers\[0\]\.price/,
    ],
    [
      'a price with its currency sign',
      { ...product, offers: { ...product.offers, price: '$24.99' } },
      /\.price/,
    ],
    [
      'a currency by name',
      { ...product, offers: { ...product.offers, priceCurrency: 'dollars' } },
      /priceCurrency/,
    ],
    [
      'availability as a word',
      { ...product, offers: { ...product.offers, availability: 'InStock' } },
      /availability/,
    ],
    ['a product without an offer', { ...product, offers: undefined }, /needs an Offer/],
    ['a product without an image', { ...product, image: [] }, /\.image/],
    ['an image by a relative path', { ...product, image: ['/a.jpg'] }, /\.image/],
    [
      'a rating above its scale',
      { ...product, aggregateRating: { ...product.aggregateRating, ratingValue: 6 } },
      /ratingValue/,
    ],
    [
      'a crumb out of order',
      { ...breadcrumbs, itemListElement: [{ ...breadcrumbs.itemListElement[0], position: 2 }] },
      /position: must be 1/,
    ],
    [
      'a crumb without its address',
      { ...breadcrumbs, itemListElement: [{ ...breadcrumbs.itemListElement[0], item: undefined }] },
      /\.item: must be an absolute/,
    ],
    ['an organization without a logo', { ...organization, logo: undefined }, /\.logo/],
    ['an organization without profiles', { ...organization, sameAs: [] }, /\.sameAs/],
    [
      'a question without an answer',
      { ...faq, mainEntity: [{ '@type': 'Question', name: 'How fast?' }] },
      /acceptedAnswer/,
    ],
    [
      'a list that miscounts',
      { ...collection, mainEntity: { ...collection.mainEntity, numberOfItems: 3 } },
      /numberOfItems: must be 1/,
    ],
    [
      'a type with no rule yet',
      { '@context': 'https://schema.org', '@type': 'Recipe' },
      /no rule for the type Recipe/,
    ],
    ['another context', { ...organization, '@context': 'http://schema.org' }, /@context/],
  ])('refuses %s', (_, data, problem) => {
    expect(structuredDataProblems(data).join('\n')).toMatch(problem);
  });
});
