import { useSuspenseQuery } from '@tanstack/react-query';
import { Alert, Box, Button, CircularProgress, Container, Stack, Typography } from '@mui/material';
import { Link as RouterLink, useLoaderData, useParams } from 'react-router-dom';
import { DateOfBirthField } from '../../components/age-check/date-of-birth-field';
import { useAgeAnswer } from '../../components/age-check/use-age-answer';
import { PageMeta } from '../../components/page-meta';
import { purchasableVariant, useProductPurchase } from '../../components/purchase/use-product-purchase';
import { paths } from '../../config/paths';
import { ageQuestion, isAgeRestricted, tooYoungMessage } from '../../domain/age-check';
import { shopperToday } from '../../domain/calendar-date';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { routeData } from '../../lib/route-data';
import { productQueryOptions } from '../../lib/shopify';
import { cartPermalink } from '../../lib/shopify/cart-permalink';
import { ProductNotFound } from './components/product-not-found';

type ConfirmAgeLoaderData = { found: boolean };

export const clientLoader = routeData(async ({ critical }, { params }): Promise<ConfirmAgeLoaderData> => {
  const product = await critical(productQueryOptions(params.handle ?? ''), { ifNotFound: null });
  return { found: product !== null };
});

/**
 * /products/:handle/confirm-age: the age question before Buy Now of an age-restricted product
 * (src/domain/age-check.ts), as a page, prerendered for each such product. It is where Buy Now's
 * form leads when the app is not running: as plain HTML its form goes to Shopify's cart permalink
 * with the date of birth as the cart's attribute, and the checkout refuses an answer under 18. Once
 * the app runs, the page checks the answer itself (under 18 is refused here, nothing is added) and
 * buys as Buy Now does. noindex.
 */
export function Component() {
  const { found } = useLoaderData() as ConfirmAgeLoaderData;
  const { handle = '' } = useParams();
  return found ? <ConfirmAge handle={handle} /> : <ProductNotFound />;
}

function ConfirmAge({ handle }: { handle: string }) {
  const product = useSuspenseQuery(productQueryOptions(handle)).data;
  const hydrated = useHydrated();
  const { buyNow, pending } = useProductPurchase();
  const { field, problem, clearProblem, refused, submit } = useAgeAnswer(
    (dateOfBirth) => void buyNow(product, null, dateOfBirth),
  );
  const variant = purchasableVariant(product);
  const permalink = variant ? cartPermalink(variant.id) : null;
  const backToProduct = (
    <RouterLink className="text-link" to={paths.product(product.handle)}>
      Back to {product.title}
    </RouterLink>
  );

  let body;
  if (!isAgeRestricted(product)) {
    body = <Typography>{product.title} is sold to every shopper: no date of birth is needed.</Typography>;
  } else if (!permalink) {
    body = <Typography>{product.title} is sold out.</Typography>;
  } else if (refused) {
    body = (
      <Alert severity="error" role="alert">
        {tooYoungMessage([product.title])}
      </Alert>
    );
  } else {
    const working = pending?.action === 'buy';
    body = (
      <Box component="form" method="get" action={permalink} onSubmit={submit} noValidate={hydrated}>
        <Stack spacing={3}>
          <DateOfBirthField
            problem={problem}
            today={hydrated ? shopperToday() : undefined}
            inputRef={field}
            onChange={clearProblem}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            disabled={pending !== null}
            aria-busy={working || undefined}
            startIcon={working ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            Confirm and buy now
          </Button>
        </Stack>
      </Box>
    );
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 6 } }}>
      <PageMeta
        title={`Confirm your age: ${product.title}`}
        description={`${product.title} is sold only to shoppers 18 or older.`}
        noindex
      />
      <Typography variant="h1" sx={{ fontSize: 'clamp(1.8rem, 4vw, 2.4rem)', mb: 2 }}>
        Confirm your age
      </Typography>
      {isAgeRestricted(product) && <Typography sx={{ mb: 3 }}>{ageQuestion([product.title])}</Typography>}
      {body}
      <Typography sx={{ mt: 4 }}>{backToProduct}</Typography>
    </Container>
  );
}
