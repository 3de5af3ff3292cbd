import { Box, Skeleton } from '@mui/material';
import { visuallyHidden } from '../../../components/visually-hidden';
import { needsScript } from '../../../components/no-script-note';

/** Stands in for the cart's lines while the saved cart is restored (never the empty state). */
export function CartSkeleton({ lines = 2 }: { lines?: number }) {
  return (
    <Box role="status" {...needsScript}>
      <Box component="span" sx={visuallyHidden}>
        Loading your cart…
      </Box>
      <Box aria-hidden sx={{ display: 'flex', flexDirection: 'column', gap: 3, py: 2 }}>
        {Array.from({ length: lines }, (_, index) => (
          <Box key={index} sx={{ display: 'flex', gap: 2 }}>
            <Skeleton variant="rounded" width={80} height={80} />
            <Box sx={{ flex: 1 }}>
              <Skeleton variant="text" sx={{ fontSize: '1.1rem' }} width="70%" />
              <Skeleton variant="text" width="30%" />
              <Skeleton variant="rounded" width={140} height={32} sx={{ mt: 1 }} />
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
