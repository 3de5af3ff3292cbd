import { memo, useId } from 'react';
import { Link } from 'react-router-dom';
import type { Product } from '../../domain/commerce';
import { ClaimMark } from '../claim-mark';
import { StoreCard } from '../store-card';
import { CertificationBadges } from './certification-badges';
import { ProductImage } from './product-image';
import { ProductPrice } from './product-price';
import { ProductRating } from './product-rating';
import { PurchaseButtons } from '../purchase/purchase-buttons';
import { SecureCheckoutNote } from './secure-checkout-note';
import { purchasableVariant } from '../purchase/use-product-purchase';
import { WalletBadges } from './wallet-badges';
import { paths } from '../../config/paths';
import { opensInPlace, useShellActions } from '../shell-actions';

/**
 * The card is compact at every width, so that a shopper sees the first row's prices and Add to Cart
 * on the shop's first screen (a phone's 844 px, a computer's 900): the picture beside the rating,
 * the name and the price, then the buttons across the card, then the rest of its facts (the subtitle
 * first). Only words move ahead of the buttons, so the keyboard's order, the rating's link to the
 * reviews, the name's link, Add to Cart, View Full Details, is the order on screen. The parts beside
 * the picture fit its height, so the buttons of a row of cards line up. Plain elements styled by the
 * store's classes (src/app/product-classes.ts): a grid of cards hydrates with no styling work per card.
 */
interface ProductCardProps {
  product: Product;
  /** Cards in the first rows load their image at once; the rest when scrolled near. */
  eagerImage?: boolean;
  /**
   * The level of the card's title: one below the heading that names the grid (h3 under the shop's
   * h2, h2 under a collection's h1), so no level is skipped.
   */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A product in the shop grid, with every fact the spec lists and the ways to buy it. Memoised: a
 * grid re-renders when its filter or page changes, and the cards it keeps should not.
 */
export const ProductCard = memo(function ProductCard({
  product,
  eagerImage = false,
  headingLevel = 'h3',
}: ProductCardProps) {
  const titleId = useId();
  const image = product.images[0];
  const { openProduct } = useShellActions();
  const details = opensInPlace(paths.product(product.handle), () => openProduct(product));
  // A sold-out product offers "Notify me" instead of the ways to buy, and so no ways to pay.
  const buyable = purchasableVariant(product) !== undefined;
  const Heading = headingLevel;
  return (
    <StoreCard titleId={titleId}>
      <div className="product-card">
        {image && (
          // The picture repeats the title's and the button's link for pointers: not a stop of its own
          // for the keyboard, which meets those two.
          <Link {...details} tabIndex={-1} className="product-card__picture">
            <ProductImage image={image} sizes="112px" look="card" eager={eagerImage} />
          </Link>
        )}
        <div className="product-card__beside">
          <ProductRating product={product} reviewsHref={paths.productReviews(product.handle)} />
        </div>
        {product.subtitle && <p className="product-card__below product-card__subtitle">{product.subtitle}</p>}
        <Heading id={titleId} className="product-card__title">
          <Link to={paths.product(product.handle)}>{product.title}</Link>
        </Heading>
        <p className="product-card__below product-card__benefit">
          {product.benefit}
          <ClaimMark />
        </p>
        <div className="product-card__below">
          <CertificationBadges certifications={product.certifications} max={3} />
        </div>
        <div className="product-card__beside product-card__price">
          <ProductPrice product={product} />
        </div>
        {buyable && (
          <div className="product-card__below">
            <WalletBadges />
          </div>
        )}
        <div className="product-card__below product-card__buttons">
          <PurchaseButtons product={product} describedBy={titleId} />
          <Link {...details} className="button button--outlined button--full" aria-describedby={titleId}>
            View Full Details
          </Link>
        </div>
        {buyable && (
          <div className="product-card__below product-card__note">
            <SecureCheckoutNote />
          </div>
        )}
      </div>
    </StoreCard>
  );
});
