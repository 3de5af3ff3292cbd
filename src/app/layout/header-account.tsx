import { Box, Button } from '@mui/material';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { customerAccountLink, manageSubscriptionsLabel } from '../../components/customer-account';
import { paths } from '../../config/paths';
import { emailPrefix } from '../../domain/account-name';
import { useAuth } from '../../lib/firebase/auth-context';

/**
 * Admin and Manage subscriptions: an icon with its word under it, as the phone's bottom bar does.
 * Side by side the words would not fit beside the row of links from lg (1200-1535 px); stacked, each
 * button is about as wide as its word, and the header stays one row at every width.
 */
const captionedIcon = {
  flexDirection: 'column',
  flexShrink: 0,
  minWidth: 0,
  px: 0.5,
  py: 0.25,
  gap: 0.25,
  fontSize: '0.75rem',
  fontWeight: 600,
  lineHeight: 1.2,
  whiteSpace: 'nowrap',
  '& .MuiButton-startIcon': { m: 0 },
} as const;

/**
 * The account corner of the header: the email prefix, Admin (for admins: messages and
 * subscribers), Manage subscriptions (Shopify's customer account) and Logout when signed in, the
 * Login link otherwise (also while the session is still being read, which is what most visitors
 * are). Each says in words what it is, at every width the corner is shown (md and up).
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
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flexShrink: 0 }}>
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
          startIcon={<InboxOutlinedIcon />}
          sx={captionedIcon}
        >
          Admin
        </Button>
      )}
      <Button
        component="a"
        {...customerAccountLink}
        color="inherit"
        size="small"
        // Its word is "Subscriptions"; its name says all of it (the word is in it, for voice control).
        aria-label={`${manageSubscriptionsLabel} (opens in a new tab)`}
        startIcon={<AutorenewIcon />}
        sx={captionedIcon}
      >
        Subscriptions
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
