import { useSuspenseQuery } from '@tanstack/react-query';
import { productQueryOptions } from '../../lib/shopify';
import { SideBySide } from '../../components/side-by-side';
import { ProductAbout } from './components/product-about';
import { ProductFacts } from './components/product-facts';
import { ProductLabReports } from './components/product-lab-reports';
import { ProductReviews } from './reviews/product-reviews';

/**
 * A product page below its first screen: what the product is for, its Supplement Facts and lab
 * reports, and its reviews. The page loads this code once it answers taps and the shopper comes
 * near them (product-route.tsx).
 */
export function ProductSections({ handle }: { handle: string }) {
  const product = useSuspenseQuery(productQueryOptions(handle)).data;
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
      <div className="laid-out-when-near product-page__section product-page__section--reviews">
        <ProductReviews handle={product.handle} title={product.title} />
      </div>
    </>
  );
}
