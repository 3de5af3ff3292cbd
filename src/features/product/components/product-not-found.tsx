import { NotFoundNotice } from '../../../components/not-found-notice';

/** A product address the shop does not know (a mistyped or retired product). */
export function ProductNotFound() {
  return (
    <NotFoundNotice title="Product not found" description="This product is not available in our shop.">
      We couldn&apos;t find this product. It may have been renamed or is no longer available.
    </NotFoundNotice>
  );
}
