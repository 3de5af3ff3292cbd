import { Box, Button, Typography } from '@mui/material';
import ShoppingBagOutlinedIcon from '@mui/icons-material/ShoppingBagOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { CartPage } from '../../../domain/types';

/** What /cart shows while the cart holds nothing: the way back to the shop. */
export function EmptyCart({ copy }: { copy: CartPage }) {
  return (
    <Box sx={{ textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
      <ShoppingBagOutlinedIcon aria-hidden sx={{ fontSize: 72, color: 'primary.main', mb: 2 }} />
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {copy.emptyTitle}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4, fontSize: '1.1rem', lineHeight: 1.7 }}>
        {copy.emptyText}
      </Typography>
      <Button component={RouterLink} to={paths.shop} variant="contained" size="large">
        {copy.continueLabel}
      </Button>
    </Box>
  );
}
