import { Box, Paper, Skeleton, Stack } from '@mui/material';
import { SideBySide } from '../../../components/side-by-side';
import { needsScript } from '../../../components/no-script-note';
import { CartSkeleton } from './cart-skeleton';

/**
 * The /cart page while the saved cart is restored: the order summary's place (first on a phone,
 * beside the lines from md) and the lines', in the layout of `CartDetails`, so the cart takes the
 * places it was kept rather than pushing the page down when it arrives. Only the app restores a
 * cart, so without JavaScript none of it shows (the page's note says why).
 */
export function CartPageSkeleton() {
  return (
    <SideBySide columns="1fr 360px">
      <Paper
        aria-hidden
        {...needsScript}
        variant="outlined"
        sx={{ p: { xs: 2, sm: 3 }, gridColumn: { md: 2 }, gridRow: { md: 1 } }}
      >
        <Skeleton variant="text" width="55%" sx={{ fontSize: '1.35rem', mb: 2 }} />
        <Stack spacing={2}>
          <Box>
            <Skeleton variant="text" />
            <Skeleton variant="text" sx={{ fontSize: '1.15rem' }} />
            <Skeleton variant="text" width="80%" sx={{ fontSize: '0.75rem' }} />
          </Box>
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={42} />
          <Skeleton variant="text" width="60%" sx={{ alignSelf: 'center', fontSize: '0.75rem' }} />
        </Stack>
      </Paper>
      <Box sx={{ gridColumn: { md: 1 }, gridRow: { md: 1 } }}>
        <CartSkeleton />
      </Box>
    </SideBySide>
  );
}
