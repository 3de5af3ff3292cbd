import { useId } from 'react';
import { Box, Button, Paper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router-dom';
import type { Cart } from '../../../domain/commerce';
import { paths } from '../../../config/paths';
import { SideBySide } from '../../../components/side-by-side';
import { StackFindings } from '../../../components/stack-safety/stack-findings';
import { CartLineList } from './cart-line-list';
import { CartSummary } from './cart-summary';

/** The /cart page with something in it: the lines beside an order summary. */
export function CartDetails({ cart, continueLabel }: { cart: Cart; continueLabel: string }) {
  const summaryId = useId();
  return (
    <SideBySide columns="1fr 360px">
      <Box>
        <CartLineList lines={cart.lines} />
        <StackFindings headingLevel="h2" />
        <Button component={RouterLink} to={paths.shop} startIcon={<ArrowBackIcon />} sx={{ mt: 2 }}>
          {continueLabel}
        </Button>
      </Box>
      <Paper component="section" aria-labelledby={summaryId} variant="outlined" sx={{ p: 3 }}>
        <Typography id={summaryId} variant="h3" component="h2" sx={{ mb: 2 }}>
          Order Summary
        </Typography>
        <CartSummary cart={cart} withDiscountCode />
      </Paper>
    </SideBySide>
  );
}
