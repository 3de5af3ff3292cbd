import { useId } from 'react';
import { Box, Button, GlobalStyles, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import type { Cart } from '../../../domain/commerce';
import { paths } from '../../../config/paths';
import { SideBySide } from '../../../components/side-by-side';
import { StackFindings } from '../../../components/stack-safety/stack-findings';
import { cartClasses } from '../cart-classes';
import { CartLineList } from './cart-line-list';
import { CartSummary } from './cart-summary';

/**
 * The /cart page with something in it: the order summary and the lines. On a phone the summary
 * comes first, so the total and Checkout are on the first screen however many lines follow; from
 * md it stands beside the lines, on the right. It is first in the page's order at every width, so
 * what is read and what the keyboard reaches follow what a phone shows.
 */
export function CartDetails({ cart, continueLabel }: { cart: Cart; continueLabel: string }) {
  const summaryId = useId();
  return (
    <>
      <GlobalStyles styles={cartClasses} />
      <SideBySide columns="1fr 360px">
        <Paper
          component="section"
          aria-labelledby={summaryId}
          variant="outlined"
          sx={{ p: { xs: 2, sm: 3 }, gridColumn: { md: 2 }, gridRow: { md: 1 } }}
        >
          <Typography id={summaryId} variant="h3" component="h2" sx={{ mb: 2 }}>
            Order Summary
          </Typography>
          <CartSummary cart={cart} withDiscountCode />
        </Paper>
        <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
          <CartLineList lines={cart.lines} />
          {!cart.lines.some((line) => line.pending) && <StackFindings headingLevel="h2" />}
          <Button component={RouterLink} to={paths.shop} startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
            {continueLabel}
          </Button>
        </Box>
      </SideBySide>
    </>
  );
}
