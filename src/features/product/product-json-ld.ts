import type { Product } from '../../domain/commerce';
import type { Review } from '../../domain/reviews/review';
import type { SupplementFacts } from '../../domain/supplement-facts';

/** schema.org's availability values for an offer. */
const inStock = 'https://schema.org/InStock';
const outOfStock = 'https://schema.org/OutOfStock';

interface ProductJsonLdOptions {
  brandName: string;
  /** The product page's absolute address. */
  url: string;
  /** The figures of its published reviews (the page's review summary); the product's own by default. */
  rating?: Pick<Product, 'rating' | 'reviewCount'>;
  /** The reviews the page shows first; up to 5 of them are given as `review`. */
  reviews?: readonly Review[];
}

/** How many of the page's reviews its structured data repeats. */
const REVIEWS_IN_JSON_LD = 5;

/** One published review as Google's review snippets read it (nested in its Product: no itemReviewed). */
function reviewJsonLd(review: Review) {
  return {
    '@type': 'Review',
    author: { '@type': 'Person', name: review.author },
    datePublished: review.createdAt.slice(0, 10),
    name: review.title,
    reviewBody: review.body,
    reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
  };
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
 * The product as search engines read it (schema.org Product with one Offer, its rating and its first
 * reviews), so a result can show the price, availability and stars; with its Supplement Facts, also
 * a DietarySupplement. A product without reviews has no rating (Google's rules: none of 0).
 */
export function productJsonLd(
  product: Product,
  { brandName, url, rating = product, reviews = [] }: ProductJsonLdOptions,
  facts: SupplementFacts | null = null,
) {
  const shownReviews = reviews.slice(0, REVIEWS_IN_JSON_LD);
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
    ...(rating.reviewCount > 0 && {
      aggregateRating: {
        '@type': 'AggregateRating',
        ratingValue: Math.round(rating.rating * 10) / 10,
        reviewCount: rating.reviewCount,
        bestRating: 5,
        worstRating: 1,
      },
      ...(shownReviews.length > 0 && { review: shownReviews.map(reviewJsonLd) }),
    }),
    ...(facts && dietarySupplementFields(facts)),
  };
}
