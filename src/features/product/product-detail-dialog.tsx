import { Button, GlobalStyles, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { Product } from '../../domain/commerce';
import { useStorefrontView } from '../../components/analytics/use-storefront-view';
import { ProductAbout } from './components/product-about';
import { ProductBuyBox } from './components/product-buy-box';
import { productSectionClasses } from './components/product-section-classes';
import { ProductFacts } from './components/product-facts';
import { ProductLabReports } from './components/product-lab-reports';
import { ProductGallery } from './components/product-gallery';
import { paths } from '../../config/paths';
import { SideBySide } from '../../components/side-by-side';
import { StoreDialog } from '../../components/store-dialog';

export interface ProductDetailDialogProps {
  product: Product;
  open: boolean;
  onClose: () => void;
}

/**
 * Everything about one product without leaving the page: photos, certifications, what it does,
 * its key benefits, price and the ways to buy, and a link to its own page. Load it lazily
 * (`React.lazy` of this module's default export) so lists do not pay for it up front.
 */
export function ProductDetailDialog({ product, open, onClose }: ProductDetailDialogProps) {
  useStorefrontView(open ? { name: 'product-view', product } : null, `${product.id}:${open}`);
  return (
    <StoreDialog open={open} onClose={onClose} title={product.title} maxWidth="md" scroll="body">
      <GlobalStyles styles={productSectionClasses} />
      <SideBySide gap={{ xs: 3, md: 4 }}>
        <ProductGallery product={product} sizes="(min-width: 900px) 420px, 90vw" />
        <Stack spacing={3}>
          <ProductBuyBox product={product} headingLevel="h3" />
          <ProductAbout product={product} headingLevel="h3" />
          <ProductFacts handle={product.handle} headingLevel="h3" />
          <ProductLabReports handle={product.handle} headingLevel="h3" />
          <Button component={RouterLink} to={paths.product(product.handle)} onClick={onClose}>
            See the full product page
          </Button>
        </Stack>
      </SideBySide>
    </StoreDialog>
  );
}

export default ProductDetailDialog;
