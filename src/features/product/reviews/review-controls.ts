/**
 * The reviews' controls: the order, more reviews and "Helpful". Not part of a product page's first
 * load: the page fetches them once it has hydrated (product-reviews.tsx).
 */
export { ReviewPages } from './review-pages';
export { ReviewSortChoice } from './review-sort-choice';
