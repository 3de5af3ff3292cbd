import { Box, Button } from '@mui/material';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { customerAccountLink, manageSubscriptionsLabel } from '../../components/customer-account';
import { paths } from '../../config/paths';
import { emailPrefix } from '../../domain/account-name';
import { useAuth } from '../../lib/firebase/auth-context';

/** Words of a header button shown only where the row has room for them (xl); below, its icon alone. */
const wideOnly = { display: { xs: 'none', xl: 'inline' } } as const;
/** An icon button below xl: square, its icon centred, the words (and the gap before them) gone. */
const iconBelowWide = {
  whiteSpace: 'nowrap',
  flexShrink: 0,
  minWidth: 0,
  '& .MuiButton-startIcon': { mx: { xs: 0, xl: 1 } },
  '& .MuiButton-startIcon, & .MuiButton-startIcon > *': { ml: { xs: 0, xl: -0.5 } },
} as const;

/**
 * The account corner of the header: the email prefix, Admin (for admins: messages and
 * subscribers), Manage subscriptions (Shopify's customer account) and Logout when signed in, the
 * Login link otherwise (also while the session is still being read, which is what most visitors
 * are). Admin and Manage subscriptions show their words from xl; below, where the row of links and
 * the search box take the room, they are icons named (and titled) with the same words.
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
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        Login
      </Button>
    );
  }
  const manageName = `${manageSubscriptionsLabel} (opens in a new tab)`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexShrink: 0 }}>
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
        <Button
          component={RouterLink}
          to={paths.admin}
          color="inherit"
          size="small"
          aria-label="Admin"
          title="Admin"
          startIcon={<InboxOutlinedIcon />}
          sx={iconBelowWide}
        >
          <Box component="span" sx={wideOnly}>
            Admin
          </Box>
        </Button>
      )}
      <Button
        component="a"
        {...customerAccountLink}
        color="inherit"
        size="small"
        aria-label={manageName}
        title={manageName}
        startIcon={<AutorenewIcon />}
        sx={iconBelowWide}
      >
        <Box component="span" sx={wideOnly}>
          {manageSubscriptionsLabel}
        </Box>
      </Button>
      <Button
        color="inherit"
        variant="outlined"
        size="small"
        onClick={() => void signOut()}
        sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
      >
        Logout
      </Button>
    </Box>
  );
}
