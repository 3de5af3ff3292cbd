import { lazy, Suspense, useCallback, useState, type ReactNode } from 'react';
import type { Product } from '../../domain/commerce';

// The dialog (and its carousel) loads on the first "View Full Details", not with the page.
const ProductDetailDialog = lazy(() => import('./product-detail-dialog'));

/**
 * The detail dialog a grid of product cards opens in place ("View Full Details"): `openDetails`
 * for the cards, and the `dialog` to render beside the grid. The product stays while the dialog
 * closes, so it animates out with its content.
 */
export function useProductDetails(): { openDetails: (product: Product) => void; dialog: ReactNode } {
  const [selected, setSelected] = useState<Product | null>(null);
  const [open, setOpen] = useState(false);
  const openDetails = useCallback((product: Product) => {
    setSelected(product);
    setOpen(true);
  }, []);
  const dialog = selected && (
    <Suspense fallback={null}>
      <ProductDetailDialog product={selected} open={open} onClose={() => setOpen(false)} />
    </Suspense>
  );
  return { openDetails, dialog };
}
