import { Box, Card, CardContent, Skeleton, Stack } from '@mui/material';

/** The outline of a product card while the catalogue loads, so the page does not jump. */
export function ProductCardSkeleton() {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '1 / 1' }} />
      <CardContent>
        <Stack spacing={1}>
          <Skeleton width="40%" />
          <Skeleton variant="text" sx={{ fontSize: '1.35rem' }} width="80%" />
          <Skeleton />
          <Skeleton width="90%" />
          <Box sx={{ display: 'flex', gap: 1 }}>
            <Skeleton variant="rounded" width={90} height={24} />
            <Skeleton variant="rounded" width={90} height={24} />
          </Box>
          <Skeleton width="35%" sx={{ fontSize: '1.35rem' }} />
          <Skeleton variant="rounded" height={40} />
          <Skeleton variant="rounded" height={40} />
        </Stack>
      </CardContent>
    </Card>
  );
}
