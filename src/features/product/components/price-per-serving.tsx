import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { Money } from '../../../domain/commerce';
import { pricePerServingWords } from '../../../domain/supplement-facts';
import { productFactsQueryOptions } from '../../../lib/shopify';

/**
 * "$6.67 per serving (30 servings)" under the price, from the product's Supplement Facts. Nothing
 * while they load or when the product has none: a price per serving is never guessed.
 */
export function PricePerServing({ handle, price }: { handle: string; price: Money }) {
  const facts = useQuery(productFactsQueryOptions(handle)).data;
  const words = facts ? pricePerServingWords(price, facts) : null;
  if (words === null) return null;
  return (
    <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
      {words}
    </Typography>
  );
}
