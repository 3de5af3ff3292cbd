import { Box, Chip, Typography } from '@mui/material';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import type { Cart } from '../../../domain/commerce';
import { formatMoney } from '../../../components/product/format-money';

/** Subtotal, the discount codes that apply, and the total, as a list of terms and amounts. */
export function CartTotals({ cart }: { cart: Cart }) {
  const codes = cart.discountCodes.filter((discount) => discount.applicable);
  return (
    <>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: '1fr auto',
          alignItems: 'center',
          rowGap: 1,
          columnGap: 2,
          m: 0,
          '& dd': { m: 0, textAlign: 'right' },
        }}
      >
        <dt>Subtotal</dt>
        <dd>{formatMoney(cart.subtotal)}</dd>
        {codes.map(({ code }) => (
          <Box key={code} sx={{ display: 'contents' }}>
            <dt>Discount code</dt>
            <dd>
              <Chip
                size="small"
                color="success"
                variant="outlined"
                icon={<LocalOfferOutlinedIcon />}
                label={code}
              />
            </dd>
          </Box>
        ))}
        <Box component="dt" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
          Total
        </Box>
        <Box component="dd" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
          {formatMoney(cart.total)}
        </Box>
      </Box>
      <Typography variant="caption" color="text.secondary">
        Shipping and taxes are calculated at checkout.
      </Typography>
    </>
  );
}
