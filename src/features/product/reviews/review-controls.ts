/**
 * "Helpful" votes, which sign the shopper in (Firebase Auth) and count once per account. Not part of a
 * product page's first load: fetched with the page's sections (product-route.tsx), and the reviews
 * show them, with the order, the filters and more reviews, once they have come (product-reviews.tsx).
 */
export { HelpfulVote } from './helpful-vote';
