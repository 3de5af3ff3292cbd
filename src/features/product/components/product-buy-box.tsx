import { isAgeRestricted, MINIMUM_AGE } from '../../../domain/age-check';
import type { Product } from '../../../domain/commerce';
import { paths } from '../../../config/paths';
import { BundleParts } from './bundle-parts';
import { CertificationBadges } from '../../../components/product/certification-badges';
import { PricePerServing } from './price-per-serving';
import { ProductPrice } from '../../../components/product/product-price';
import { ProductRating } from '../../../components/product/product-rating';
import { ProductPurchase } from './product-purchase';
import { SecureCheckoutNote } from '../../../components/product/secure-checkout-note';
import { purchasableVariant } from '../../../components/purchase/use-product-purchase';
import type { PurchaseTools } from '../../../components/purchase/purchase-buttons';
import { WalletBadges } from '../../../components/product/wallet-badges';
import { ProductStackFindings } from '../../../components/stack-safety/stack-findings';

/**
 * The facts a shopper decides on, and the ways to buy: rating, subtitle, certifications, price (and
 * a bundle's products with what it saves against them), one-time purchase or Subscribe & save, Add
 * to Cart and Buy Now (and an age-restricted product's age limit), the wallets and the secure
 * checkout note (a sold-out product offers "Notify me" instead of all of these), then what the stack
 * check finds for it with the cart's products.
 * Shared by the detail dialog and the page.
 */
export function ProductBuyBox({
  product,
  headingLevel = 'h2',
  withStickyBar = false,
  tools,
  rating = product,
  reviewsHref = paths.productReviews(product.handle),
}: {
  product: Product;
  /** The rating shown: the product page's review summary when it has it, else the product's own figures. */
  rating?: Pick<Product, 'rating' | 'reviewCount'>;
  /** Where the rating leads: the product page's reviews (`#reviews` on that page). */
  reviewsHref?: string;
  /** Keeps an Add to Cart within reach on a phone once the box's scrolls away (the product page). */
  withStickyBar?: boolean;
  /** Offers Add to Cart and Buy Now to agents as the page's WebMCP tools (the product page's, one per page). */
  tools?: PurchaseTools;
  /** The level of its sections' headings (the stack check's "With your cart"). */
  headingLevel?: 'h2' | 'h3';
}) {
  return (
    <div className="buy-box">
      <ProductRating product={rating} withScore reviewsHref={reviewsHref} />
      {product.subtitle && <p className="buy-box__subtitle">{product.subtitle}</p>}
      <CertificationBadges certifications={product.certifications} />
      <div>
        <ProductPrice product={product} size="large" />
        <PricePerServing handle={product.handle} price={product.price} />
      </div>
      <BundleParts product={product} headingLevel={headingLevel} />
      <ProductPurchase
        product={product}
        withBuyNow
        size="large"
        withStickyBar={withStickyBar}
        tools={tools}
      />
      {isAgeRestricted(product) && (
        // Said before the tap that asks it (src/domain/age-check.ts).
        <p className="buy-box__note">
          Sold only to shoppers {MINIMUM_AGE} or older: we ask your date of birth before it goes in your cart.
        </p>
      )}
      {purchasableVariant(product) && (
        <>
          <WalletBadges />
          <SecureCheckoutNote />
        </>
      )}
      <ProductStackFindings product={product} headingLevel={headingLevel} />
    </div>
  );
}
