import type { Product } from '../../../domain/commerce';

/** What the detail shows for a product whose key benefits nobody has written yet (spec §5). */
export const defaultKeyBenefits = [
  'Premium quality ingredients',
  'Third-party tested for purity',
  'Manufactured in GMP certified facilities',
  'Non-GMO and gluten-free',
  'Science-backed formulation',
] as const;

export function keyBenefits(product: Pick<Product, 'benefits'>): readonly string[] {
  return product.benefits.length > 0 ? product.benefits : defaultKeyBenefits;
}
