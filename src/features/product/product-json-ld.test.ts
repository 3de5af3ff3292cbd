import { describe, expect, it } from 'vitest';
import type { Product } from '../../domain/commerce';
import type { SupplementFacts } from '../../domain/supplement-facts';
import type { Review } from '../../domain/reviews/review';
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

  const review = (index: number, rating: Review['rating']): Review => ({
    id: `daily-energy-b-complex__uid${index}`,
    productHandle: 'daily-energy-b-complex',
    rating,
    title: `Review ${index}`,
    body: `Text of review ${index}.`,
    author: `Shopper ${index}.`,
    createdAt: `2026-11-${String(10 + index).padStart(2, '0')}T18:30:00.000Z`,
    updatedAt: null,
    verifiedBuyer: true,
    incentivized: false,
    staff: false,
    helpfulCount: 0,
    reply: null,
  });

  it("takes the rating from the page's published reviews, to one decimal, with the first 5 reviews as Google reads them", () => {
    const reviews = [5, 4, 5, 3, 5, 1].map((rating, index) => review(index + 1, rating as Review['rating']));
    const data = productJsonLd(product, {
      ...options,
      rating: { rating: 4.666, reviewCount: 6 },
      reviews,
    });
    expect(data.aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.7,
      reviewCount: 6,
      bestRating: 5,
      worstRating: 1,
    });
    expect(data.review).toHaveLength(5);
    expect(data.review?.[0]).toEqual({
      '@type': 'Review',
      author: { '@type': 'Person', name: 'Shopper 1.' },
      datePublished: '2026-11-11',
      name: 'Review 1',
      reviewBody: 'Text of review 1.',
      reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
    });
    expect(data.review?.map((each) => each.reviewRating.ratingValue)).toEqual([5, 4, 5, 3, 5]);
  });

  it('gives a product without published reviews neither a rating nor reviews, whatever its own figures say', () => {
    const data = productJsonLd(product, { ...options, rating: { rating: 0, reviewCount: 0 }, reviews: [] });
    expect(data).not.toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
  });

  it('gives no review list when the page has no reviews to show, but keeps the rating', () => {
    const data = productJsonLd(product, options);
    expect(data).toHaveProperty('aggregateRating');
    expect(data).not.toHaveProperty('review');
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
