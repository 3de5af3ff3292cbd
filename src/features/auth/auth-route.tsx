import { Box, Container } from '@mui/material';
import { Navigate, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { returnPath } from '../../domain/return-path';
import { useSiteSettings } from '../../lib/sanity/queries/site-settings';
import { useAuth } from '../../lib/firebase/auth-context';
import { AuthCard } from './components/auth-card';
import { PageMeta } from '../../components/page-meta';

/**
 * /auth: Login and Sign Up. A signed-in shopper has nothing to do here and goes home, or back to
 * the store page that sent them here (`?next=/admin`; only the store's own paths).
 */
export function Component() {
  const { user } = useAuth();
  const { brandName } = useSiteSettings();
  const [searchParams] = useSearchParams();
  const returnTo = returnPath(searchParams.get('next')) ?? paths.home;
  if (user) return <Navigate to={returnTo} replace />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 10 } }}>
      <PageMeta title="Login" description={`Log in to your ${brandName} account, or create one.`} noindex />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <AuthCard returnTo={returnTo} />
      </Box>
    </Container>
  );
}
