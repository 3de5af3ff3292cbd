import { Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { PageMeta } from '../../../components/page-meta';

/** A collection address the shop does not know (a mistyped, renamed or retired collection). */
export function CollectionNotFound() {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageMeta
        title="Collection not found"
        description="This collection is not available in our shop."
        noindex
      />
      <Typography variant="h1" sx={{ mb: 2 }}>
        We couldn&apos;t find that collection
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
        It may have been renamed or is no longer available. Every product is still in the shop.
      </Typography>
      <Button component={RouterLink} to={paths.shop} variant="contained" size="large">
        Browse all products
      </Button>
    </Container>
  );
}
