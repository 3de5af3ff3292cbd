import { NotFoundNotice } from '../../../components/not-found-notice';

/** A collection address the shop does not know (a mistyped, renamed or retired collection). */
export function CollectionNotFound() {
  return (
    <NotFoundNotice
      title="Collection not found"
      heading="We couldn't find that collection"
      description="This collection is not available in our shop."
    >
      It may have been renamed or is no longer available. Every product is still in the shop.
    </NotFoundNotice>
  );
}
