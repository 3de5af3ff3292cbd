import { Box, Container } from '@mui/material';
import { Navigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useSiteSettings } from '../../lib/sanity/site-settings';
import { useAuth } from '../../lib/firebase/auth-context';
import { AuthCard } from './components/auth-card';
import { PageMeta } from '../../components/page-meta';

/** /auth: Login and Sign Up. A signed-in shopper has nothing to do here and goes home. */
export function Component() {
  const { user } = useAuth();
  const { brandName } = useSiteSettings();
  if (user) return <Navigate to={paths.home} replace />;
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 10 } }}>
      <PageMeta title="Login" description={`Log in to your ${brandName} account, or create one.`} noindex />
      <Box sx={{ display: 'flex', justifyContent: 'center' }}>
        <AuthCard />
      </Box>
    </Container>
  );
}
