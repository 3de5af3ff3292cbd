import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../components/page-meta';

/** A product address the shop does not know (a mistyped or retired product). */
export function ProductNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageMeta title="Product not found" description="This product is not available in our shop." noindex />
      <Typography variant="h1" sx={{ mb: 2 }}>
        Product not found
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
        We couldn&apos;t find this product. It may have been renamed or is no longer available.
      </Typography>
      <Button component={RouterLink} to={paths.shop} variant="contained" size="large">
        Browse all products
      </Button>
    </Container>
  );
}
