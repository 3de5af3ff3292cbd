import type { CartLine } from '../../../domain/commerce';

/** Shopify's title for a product's only variant, which shoppers never see. */
const defaultVariantTitle = 'Default Title';

/** The variant's own title, or null for a product sold in one form only. */
export function variantLabel(line: Pick<CartLine, 'variantTitle'>): string | null {
  return line.variantTitle && line.variantTitle !== defaultVariantTitle ? line.variantTitle : null;
}

/** How a line (or a product about to be one) is named to the shopper ("Omega-3 Fish Oil", "Vitamin D3 (120 capsules)"). */
export function lineName(line: Pick<CartLine, 'productTitle' | 'variantTitle'>): string {
  const variant = variantLabel(line);
  return variant ? `${line.productTitle} (${variant})` : line.productTitle;
}
