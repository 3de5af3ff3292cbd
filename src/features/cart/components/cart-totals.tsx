import { Box, Chip, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import type { Cart } from '../../../domain/commerce';
import { formatMoney } from '../../../components/product/format-money';

interface CartTotalsProps {
  cart: Cart;
  /** Offers a remove button beside each applied discount code (the cart page does). */
  onRemoveCode?: (code: string) => void;
  /** A change is under way: the remove buttons wait. */
  busy?: boolean;
}

/** Subtotal, the discount codes that apply, and the total, as a list of terms and amounts. */
export function CartTotals({ cart, onRemoveCode, busy = false }: CartTotalsProps) {
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
              {onRemoveCode && (
                <IconButton
                  size="small"
                  aria-label={`Remove discount code ${code}`}
                  disabled={busy}
                  onClick={() => onRemoveCode(code)}
                  sx={{ ml: 0.5 }}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
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
