import { Box, Chip, IconButton, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import LocalOfferOutlinedIcon from '@mui/icons-material/LocalOfferOutlined';
import { discountLines } from '../../../domain/cart-display';
import type { Cart } from '../../../domain/commerce';
import { formatMoney } from '../../../domain/money';

interface CartTotalsProps {
  cart: Cart;
  /** Offers a remove button beside each applied discount code (the cart page does). */
  onRemoveCode?: (code: string) => void;
  /** A change is under way: the remove buttons wait. */
  busy?: boolean;
}

/**
 * Subtotal, each discount on a line of its own (its code, and what it saves: "−$60.00"), and the
 * total after them, as a list of terms and amounts.
 */
export function CartTotals({ cart, onRemoveCode, busy = false }: CartTotalsProps) {
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
        {discountLines(cart).map(({ label, code, saves }) => (
          <Box key={`${code === null ? 'automatic' : 'code'}-${label}`} sx={{ display: 'contents' }}>
            <Box component="dt" sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
              Discount {/* A long code ends in an ellipsis rather than pushing the line apart. */}
              <Chip
                size="small"
                color="success"
                variant="outlined"
                icon={<LocalOfferOutlinedIcon />}
                label={label}
                title={label}
                sx={{ minWidth: 0 }}
              />
              {code && onRemoveCode && (
                <IconButton
                  size="small"
                  aria-label={`Remove discount code ${code}`}
                  disabled={busy}
                  onClick={() => onRemoveCode(code)}
                >
                  <CloseIcon fontSize="small" />
                </IconButton>
              )}
            </Box>
            <Box component="dd" sx={{ color: saves ? 'success.dark' : 'text.secondary', fontWeight: 600 }}>
              {saves ? `−${formatMoney(saves)}` : 'Applied at checkout'}
            </Box>
          </Box>
        ))}
        <Box component="dt" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
          Total
        </Box>
        <Box component="dd" sx={{ fontWeight: 700, fontSize: '1.15rem' }}>
          {formatMoney(cart.total)}
        </Box>
      </Box>
      <Typography variant="caption" color="textSecondary">
        Shipping and taxes are calculated at checkout.
      </Typography>
    </>
  );
}
