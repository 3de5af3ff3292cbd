import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/commerce';
import type { SupplementFacts } from '../../domain/supplement-facts';
import { productJsonLd } from './product-json-ld';

const product: Product = {
  id: 'gid://shopify/Product/1',
  catalogueNumber: '1',
  handle: 'daily-energy-b-complex',
  title: 'Daily Energy B-Complex',
  vendor: 'Sankofa Wellness',
  subtitle: null,
  benefit: 'Supports natural energy production.',
  price: { amount: 199.99, currencyCode: 'USD' },
  compareAtPrice: { amount: 399.99, currencyCode: 'USD' },
  rating: 4.8,
  reviewCount: 1432,
  certifications: [],
  benefits: [],
  images: [
    { url: 'https://cdn.shopify.com/a.jpg', altText: 'Front', width: 800, height: 800 },
    { url: 'https://cdn.shopify.com/b.jpg', altText: 'Back', width: 800, height: 800 },
  ],
  variants: [],
  bundleParts: [],
  availableForSale: true,
  tags: [],
  onlineStoreUrl: null,
  updatedAt: '2026-03-02T09:00:00Z',
};

const options = { brandName: 'Sankofa Wellness', url: 'https://example.com/products/daily-energy-b-complex' };

describe('productJsonLd', () => {
  it('describes the product, its offer and its rating in schema.org terms', () => {
    expect(productJsonLd(product, options)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'Daily Energy B-Complex',
      description: 'Supports natural energy production.',
      image: ['https://cdn.shopify.com/a.jpg', 'https://cdn.shopify.com/b.jpg'],
      productID: '1',
      brand: { '@type': 'Brand', name: 'Sankofa Wellness' },
      url: options.url,
      offers: {
        '@type': 'Offer',
        url: options.url,
        price: '199.99',
        priceCurrency: 'USD',
        availability: 'https://schema.org/InStock',
      },
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: 4.8,
        reviewCount: 1432,
        bestRating: 5,
        worstRating: 1,
      },
    });
  });

  it.each([
    [true, 'https://schema.org/InStock'],
    [false, 'https://schema.org/OutOfStock'],
  ])('availableForSale %s → %s', (availableForSale, availability) => {
    expect(productJsonLd({ ...product, availableForSale }, options).offers.availability).toBe(availability);
  });

  it('gives images on the store itself an absolute address', () => {
    const local = { ...product.images[0]!, url: '/mock-images/products/a.svg?v=1' };
    expect(productJsonLd({ ...product, images: [local] }, options).image).toEqual([
      'https://example.com/mock-images/products/a.svg?v=1',
    ]);
  });

  it('writes whole prices with cents, as schema.org expects', () => {
    const offer = productJsonLd({ ...product, price: { amount: 1500, currencyCode: 'USD' } }, options).offers;
    expect(offer.price).toBe('1500.00');
  });

  it('leaves out the rating of a product nobody has reviewed', () => {
    expect(productJsonLd({ ...product, reviewCount: 0 }, options)).not.toHaveProperty('aggregateRating');
  });

  it('adds what a DietarySupplement is to a product with Supplement Facts', () => {
    const facts: SupplementFacts = {
      servingSize: '2 capsules',
      servingsPerContainer: 30,
      rows: [
        {
          name: 'Vitamin D3',
          form: 'as cholecalciferol',
          amount: 125,
          unit: 'mcg',
          amountNote: '5,000 IU',
          dailyValue: 625,
          indent: false,
        },
      ],
      blends: [{ name: 'Botanical Blend', amount: 200, unit: 'mg', ingredients: ['Ginger root'] }],
      otherIngredients: null,
      allergens: null,
      suggestedUse: 'Take 2 capsules daily with a meal.',
      warnings: 'Ask your doctor before use if you take blood thinners.',
    };
    const data = productJsonLd(product, options, facts);
    expect(data['@type']).toEqual(['Product', 'DietarySupplement']);
    expect(data).toMatchObject({
      activeIngredient: ['Vitamin D3', 'Botanical Blend'],
      recommendedIntake: {
        '@type': 'RecommendedDoseSchedule',
        doseValue: 2,
        doseUnit: 'capsules',
        description: 'Take 2 capsules daily with a meal.',
      },
      safetyConsideration: 'Ask your doctor before use if you take blood thinners.',
    });
    expect(productJsonLd(product, options)).not.toHaveProperty('activeIngredient');
  });
});
