/**
 * A product as `lib/shopify` hands it to components, with any fields overridden. Test-only code.
 */
import type { Product } from '../../domain/commerce';

const image = (name: string) => ({
  url: `https://cdn.shopify.com/s/files/1/mock/products/${name}.svg?v=1`,
  altText: `Test Tonic ${name}`,
  width: 800,
  height: 800,
});

export function testProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 'gid://shopify/Product/7',
    catalogueNumber: '7',
    handle: 'test-tonic',
    title: 'Test Tonic',
    vendor: 'Sankofa Wellness',
    subtitle: 'For testing only',
    benefit: 'Supports a calm test run.',
    price: { amount: 199.99, currencyCode: 'USD' },
    compareAtPrice: { amount: 399.99, currencyCode: 'USD' },
    rating: 4.7,
    reviewCount: 312,
    certifications: ['Third-Party Tested', 'cGMP Certified', 'Vegan', 'Non-GMO'],
    benefits: ['Supports focus', 'Supports calm', 'Supports sleep', 'Supports energy'],
    images: [image('front'), image('lifestyle')],
    variants: [
      {
        id: 'gid://shopify/ProductVariant/7001',
        title: 'Default Title',
        availableForSale: true,
        price: { amount: 199.99, currencyCode: 'USD' },
        compareAtPrice: { amount: 399.99, currencyCode: 'USD' },
      },
    ],
    bundleParts: [],
    availableForSale: true,
    tags: ['sleep'],
    updatedAt: '2026-03-02T09:00:00Z',
    ...overrides,
  };
}
