import type { ReactNode } from 'react';
import type { Review } from '../../../domain/reviews/review';
import { StarRating } from '../../../components/star-rating';
import { formatCount } from '../../../domain/money';
import { reviewDay } from './review-dates';

/** The text's paragraphs, as the reviewer wrote them (blank lines apart, or one per line). */
const paragraphs = (text: string) =>
  text
    .split(/\n+/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');

/** "Verified buyer", and what it means for whoever opens it (a native disclosure, so it works without JavaScript). */
function VerifiedBuyer() {
  return (
    <details className="review__verified">
      <summary className="review__mark">Verified buyer</summary>
      <p>The reviewer’s account ordered this product from us, and its email address is confirmed.</p>
    </details>
  );
}

/** "Helpful (12)": a review's votes, the words of its button too. */
export const helpfulWords = (count: number) => `Helpful (${formatCount(count)})`;

/** A review's votes as words, until the controls have loaded (then "Helpful" is a button, helpful-vote.tsx). */
export function HelpfulCount({ review }: { review: Review }) {
  return <p className="review__helpful">{helpfulWords(review.helpfulCount)}</p>;
}

interface ReviewItemProps {
  review: Review;
  /** The store's name, which signs its replies. */
  storeName: string;
  /** What closes it: "Helpful". */
  children: ReactNode;
}

/**
 * One published review: its stars, title, text, who wrote it and when, its marks, the store's reply
 * and "Helpful". Plain elements styled by the store's classes (src/app/product-classes.ts): a page
 * of reviews hydrates with no styling work per review.
 */
export function ReviewItem({ review, storeName, children }: ReviewItemProps) {
  return (
    <article className="review">
      <StarRating rating={review.rating} />
      <h3 className="review__title">{review.title}</h3>
      <p className="review__small">
        {review.author} · <time dateTime={review.createdAt}>{reviewDay(review.createdAt)}</time>
      </p>
      {(review.verifiedBuyer || review.incentivized || review.staff) && (
        <div className="review__marks">
          {review.verifiedBuyer && <VerifiedBuyer />}
          {review.staff && <span className="review__mark">Store staff</span>}
          {review.incentivized && (
            <span className="review__mark">Received this product free or at a discount</span>
          )}
        </div>
      )}
      <div className="review__text">
        {paragraphs(review.body).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </div>
      {review.reply && (
        <div className="review__reply">
          <p className="review__reply-from">Response from {storeName}</p>
          <p className="review__small">
            <time dateTime={review.reply.at}>{reviewDay(review.reply.at)}</time>
          </p>
          {paragraphs(review.reply.text).map((paragraph, index) => (
            <p key={index} className="review__reply-text">
              {paragraph}
            </p>
          ))}
        </div>
      )}
      {children}
    </article>
  );
}
