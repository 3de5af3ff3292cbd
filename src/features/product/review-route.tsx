import { useSuspenseQuery } from '@tanstack/react-query';
import { Box, Container, Link, Typography } from '@mui/material';
import { Link as RouterLink, Navigate, useLoaderData, useParams } from 'react-router-dom';
import { NoScriptNote } from '../../components/no-script-note';
import { NotFoundNotice } from '../../components/not-found-notice';
import { PageMeta } from '../../components/page-meta';
import { ProductImage } from '../../components/product/product-image';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/firebase/auth-context';
import { routeData } from '../../lib/route-data';
import { productQueryOptions } from '../../lib/shopify';
import { ReviewForm, useReviewFormTitle } from './review-form/review-form';

type ReviewLoaderData = { found: boolean };

export const clientLoader = routeData(async ({ critical }, { params }): Promise<ReviewLoaderData> => {
  const product = await critical(productQueryOptions(params.handle ?? ''), { ifNotFound: null });
  return { found: product !== null };
});

/**
 * /products/:handle/review: the signed-in shopper writes (or edits, or deletes) their review of a
 * product. Guests go to Login and come back here. Rendered in the browser only (it depends on the
 * session), never prerendered, noindex.
 */
export function Component() {
  const { found } = useLoaderData() as ReviewLoaderData;
  const { handle = '' } = useParams();
  const { user, loading } = useAuth();

  let body;
  if (!found) {
    return (
      <NotFoundNotice title="Product not found" description="This product is not available in our shop.">
        We couldn&apos;t find this product, so it cannot be reviewed. It may have been renamed or is no longer
        available.
      </NotFoundNotice>
    );
  } else if (loading) {
    body = (
      <>
        <PageMeta title="Write a review" description="Your review of a product." noindex />
        <Typography aria-busy="true">Checking your account…</Typography>
      </>
    );
  } else if (!user) {
    return <Navigate to={paths.authThen(paths.productReview(handle))} replace />;
  } else {
    body = <SignedInReview handle={handle} uid={user.uid} />;
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      {body}
      <NoScriptNote>Writing a review needs JavaScript.</NoScriptNote>
    </Container>
  );
}

function SignedInReview({ handle, uid }: { handle: string; uid: string }) {
  const product = useSuspenseQuery(productQueryOptions(handle)).data;
  const title = useReviewFormTitle(handle, uid);
  const image = product.images[0];
  return (
    <>
      <PageMeta
        title={`${title}: ${product.title}`}
        description={`Your review of ${product.title}.`}
        noindex
      />
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.8rem, 4vw, 2.4rem)', mb: 2 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 4 }}>
        {image && <ProductImage image={{ ...image, altText: '' }} sizes="80px" look="thumbnail" eager />}
        <Link component={RouterLink} to={paths.product(handle)} variant="h6" sx={{ fontWeight: 700 }}>
          {product.title}
        </Link>
      </Box>
      <ReviewForm productHandle={handle} uid={uid} />
    </>
  );
}
