import { Box, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { NavLink } from 'react-router-dom';
import { customerAccountLink, manageSubscriptionsLabel } from '../../components/customer-account';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/firebase/auth-context';

/**
 * The account entries at the foot of the mobile menu: Login when signed out; signed in, the full
 * email (with an "(Admin)" tag and the Admin page for admins) and Logout. Manage subscriptions (Shopify's customer
 * account, which has its own sign-in) is there either way.
 */
export function MobileMenuAccount({ onNavigate }: { onNavigate: () => void }) {
  return (
    <>
      <StoreAccount onNavigate={onNavigate} />
      <ListItemButton component="a" {...customerAccountLink} onClick={onNavigate}>
        <ListItemIcon>
          <AutorenewIcon />
        </ListItemIcon>
        <ListItemText primary={manageSubscriptionsLabel} />{' '}
        <span className="visually-hidden">(opens in a new tab)</span>
      </ListItemButton>
    </>
  );
}

function StoreAccount({ onNavigate }: { onNavigate: () => void }) {
  const { user, isAdmin, signOut } = useAuth();
  if (!user) {
    return (
      <ListItemButton component={NavLink} to={paths.auth} onClick={onNavigate}>
        <ListItemIcon>
          <AccountCircleOutlinedIcon />
        </ListItemIcon>
        <ListItemText primary="Login" />
      </ListItemButton>
    );
  }
  return (
    <>
      <ListItem>
        <ListItemIcon>
          <AccountCircleOutlinedIcon />
        </ListItemIcon>
        <ListItemText
          primary={
            <>
              <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
                {user.email}
              </Box>
              {isAdmin && (
                <Box component="span" sx={{ ml: 0.75, fontWeight: 700, color: 'primary.main' }}>
                  (Admin)
                </Box>
              )}
            </>
          }
          secondary="Signed in"
        />
      </ListItem>
      {isAdmin && (
        <ListItemButton component={NavLink} to={paths.admin} onClick={onNavigate}>
          <ListItemIcon>
            <InboxOutlinedIcon />
          </ListItemIcon>
          <ListItemText primary="Admin" secondary="Messages and subscribers" />
        </ListItemButton>
      )}
      <ListItemButton
        onClick={() => {
          onNavigate();
          void signOut();
        }}
      >
        <ListItemIcon>
          <LogoutIcon />
        </ListItemIcon>
        <ListItemText primary="Logout" />
      </ListItemButton>
    </>
  );
}
