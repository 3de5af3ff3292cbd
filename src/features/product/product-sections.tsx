import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { productQueryOptions } from '../../lib/shopify';
import { firstReviewQuery, reviewPageQueryOptions } from '../../lib/firebase/queries/reviews';
import { SideBySide } from '../../components/side-by-side';
import { ProductAbout } from './components/product-about';
import { ProductFacts } from './components/product-facts';
import { ProductLabReports } from './components/product-lab-reports';
import { ProductReviews } from './reviews/product-reviews';

/**
 * The reviews' height before they are laid out (`laid-out-when-near`): about 340 px a review on a
 * phone, and 700 px for the figures and controls around them. With the class's 720 px, ten reviews
 * (about 4,000 px) ran over the footer there: a jump past them (a claim's †) landed short, and
 * Lighthouse's accessibility audit, which does not scroll, found the reviews' marks under the
 * footer's links.
 */
const reviewsHeight = (shown: number) => `auto ${700 + 340 * shown}px`;

/**
 * A product page below its first screen: what the product is for, its Supplement Facts and lab
 * reports, and its reviews. The page loads this code once it answers taps and the shopper comes
 * near them (product-route.tsx).
 */
export function ProductSections({ handle }: { handle: string }) {
  const product = useSuspenseQuery(productQueryOptions(handle)).data;
  const reviewsShown = useQuery(reviewPageQueryOptions(firstReviewQuery(handle), null)).data?.reviews.length;
  if (!product) return null;
  return (
    <>
      <div className="laid-out-when-near product-page__section product-page__section--about">
        <ProductAbout product={product} headingLevel="h2" />
      </div>
      <SideBySide className="laid-out-when-near product-page__section">
        <ProductFacts handle={product.handle} headingLevel="h2" />
        <ProductLabReports handle={product.handle} headingLevel="h2" />
      </SideBySide>
      <div
        className="laid-out-when-near product-page__section product-page__section--reviews"
        style={{ containIntrinsicBlockSize: reviewsHeight(reviewsShown ?? 0) }}
      >
        <ProductReviews handle={product.handle} title={product.title} />
      </div>
    </>
  );
}
