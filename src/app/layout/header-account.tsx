import { Box, Button } from '@mui/material';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { customerAccountLink, manageSubscriptionsLabel } from '../../components/customer-account';
import { visuallyHidden } from '../../components/visually-hidden';
import { paths } from '../../config/paths';
import { emailPrefix } from '../../domain/account-name';
import { useAuth } from '../../lib/firebase/auth-context';

/**
 * The account corner of the header: the email prefix, Admin (for admins: messages and
 * subscribers), Manage subscriptions (Shopify's customer account) and Logout when signed in, the Login link otherwise (also while the session is still
 * being read, which is what most visitors are).
 */
export function HeaderAccount() {
  const { user, isAdmin, signOut } = useAuth();
  if (!user) {
    return (
      <Button
        component={RouterLink}
        to={paths.auth}
        color="inherit"
        startIcon={<AccountCircleOutlinedIcon />}
      >
        Login
      </Button>
    );
  }
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <Box
        component="span"
        title={user.email}
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, fontWeight: 600, maxWidth: 160 }}
      >
        <AccountCircleOutlinedIcon aria-hidden />
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {emailPrefix(user.email)}
        </Box>
      </Box>
      {isAdmin && (
        <Button component={RouterLink} to={paths.admin} color="inherit" size="small">
          Admin
        </Button>
      )}
      <Button component="a" {...customerAccountLink} color="inherit" size="small">
        {manageSubscriptionsLabel} <span style={visuallyHidden}>(opens in a new tab)</span>
      </Button>
      <Button color="inherit" variant="outlined" size="small" onClick={() => void signOut()}>
        Logout
      </Button>
    </Box>
  );
}
