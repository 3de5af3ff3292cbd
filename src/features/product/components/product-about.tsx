import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import type { Product } from '../../../domain/commerce';
import { ClaimMark } from '../../../components/claim-mark';
import { ClaimStatementScope } from '../../../components/claim-statement';
import { keyBenefits } from './key-benefits';

interface ProductAboutProps {
  product: Product;
  /** The level of the two section headings: h3 inside a dialog, h2 on the product page. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Print the FDA statement under the benefits, for their † to lead to. A dialog needs it, since it
   * covers the footer's statement; by default it is printed with h3 headings (in a dialog).
   */
  ownStatement?: boolean;
}

/**
 * "About This Product" with the benefit text, and the "Key Benefits" checklist; each claim carries
 * a † leading to the FDA statement. The store's default list says how products are made, not what
 * they do, so its items carry none. Plain elements styled by the store's classes
 * (product-section-classes.ts).
 */
export function ProductAbout({
  product,
  headingLevel = 'h3',
  ownStatement = headingLevel === 'h3',
}: ProductAboutProps) {
  const ownBenefits = product.benefits.length > 0;
  const Heading = headingLevel;
  const about = (
    <div className="product-about">
      <section>
        <Heading className="product-section__title">About This Product</Heading>
        <p className="product-section__text">
          {product.benefit}
          <ClaimMark />
        </p>
      </section>
      <section>
        <Heading className="product-section__title">Key Benefits</Heading>
        <ul className="key-benefits">
          {keyBenefits(product).map((benefit) => (
            <li key={benefit}>
              <CheckCircleIcon aria-hidden fontSize="small" className="key-benefits__icon" />
              <span>
                {benefit}
                {ownBenefits && <ClaimMark />}
              </span>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
  return ownStatement ? <ClaimStatementScope>{about}</ClaimStatementScope> : about;
}
