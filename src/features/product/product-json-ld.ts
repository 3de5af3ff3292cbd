import type { Product } from '../../domain/commerce';
import type { SupplementFacts } from '../../domain/supplement-facts';

/** schema.org's availability values for an offer. */
const inStock = 'https://schema.org/InStock';
const outOfStock = 'https://schema.org/OutOfStock';

interface ProductJsonLdOptions {
  brandName: string;
  /** The product page's absolute address. */
  url: string;
}

/**
 * What schema.org's DietarySupplement adds to a product with Supplement Facts: its active ingredients,
 * the recommended intake (the serving size, "2 capsules", as a dose with its directions) and the
 * label's warnings as safety considerations.
 */
function dietarySupplementFields(facts: SupplementFacts) {
  const dose = /^(\d+(?:\.\d+)?)\s+(.+)$/.exec(facts.servingSize);
  return {
    activeIngredient: [...facts.rows, ...facts.blends].map((ingredient) => ingredient.name),
    recommendedIntake: {
      '@type': 'RecommendedDoseSchedule',
      ...(dose ? { doseValue: Number(dose[1]), doseUnit: dose[2] } : { doseUnit: facts.servingSize }),
      ...(facts.suggestedUse && { description: facts.suggestedUse }),
    },
    ...(facts.warnings && { safetyConsideration: facts.warnings }),
  };
}

/**
 * The product as search engines read it (schema.org Product with one Offer and its rating), so a
 * result can show the price, availability and stars; with its Supplement Facts, also a
 * DietarySupplement.
 */
export function productJsonLd(
  product: Product,
  { brandName, url }: ProductJsonLdOptions,
  facts: SupplementFacts | null = null,
) {
  return {
    '@context': 'https://schema.org',
    '@type': facts ? ['Product', 'DietarySupplement'] : 'Product',
    name: product.title,
    description: product.benefit,
    // Search engines need absolute addresses; images may be served from the store's own origin.
    image: product.images.map((image) => new URL(image.url, url).toString()),
    productID: product.catalogueNumber,
    brand: { '@type': 'Brand', name: brandName },
    url,
    offers: {
      '@type': 'Offer',
      url,
      price: product.price.amount.toFixed(2),
      priceCurrency: product.price.currencyCode,
      availability: product.availableForSale ? inStock : outOfStock,
    },
    ...(product.reviewCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: product.rating,
        reviewCount: product.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
    }),
    ...(facts && dietarySupplementFields(facts)),
  };
}
