import { reviewLimits } from '../../../src/domain/reviews/review';

/** What the shopper or the admin reads when a reviews callable refuses, word for word. */
export const reviewMessages = {
  signInToReview: 'Sign in to write a review.',
  signInToDelete: 'Sign in to delete your review.',
  signInToVote: 'Sign in to mark a review as helpful.',
  unreadable: 'This review could not be read. Please reload the page and try again.',
  checkFields: 'Please check the highlighted fields.',
  productNotFound: 'This product is no longer in the store.',
  noOwnReview: 'You have no review of this product.',
  notShown: 'This review is no longer shown.',
  ownVote: 'You cannot mark your own review as helpful.',
  rateLimited: 'You have changed your reviews many times in a short time. Please try again in an hour.',
  voteRateLimited: 'You have marked many reviews in a short time. Please try again in an hour.',
  internal: 'We could not save your review right now. Please try again.',
  voteInternal: 'We could not count your vote right now. Please try again.',
} as const;

export const reviewAdminMessages = {
  unauthenticated: 'Sign in as an administrator to moderate reviews.',
  permissionDenied: 'Only administrators can moderate reviews.',
  unreadable: 'This request could not be read. Please reload the page and try again.',
  notFound: 'This review no longer exists.',
  publishHeldOnly: 'Only a held review can be published.',
  rejectedAlready: 'This review was rejected already.',
  replyTooLong: `Please keep the reply to at most ${reviewLimits.reply.max} characters.`,
  internal: 'Could not do this right now. Please try again.',
} as const;
