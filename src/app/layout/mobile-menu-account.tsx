import { Box, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useAuth } from '../../lib/firebase/auth-context';

/**
 * The account entry at the foot of the mobile menu: Login when signed out; signed in, the full
 * email (with an "(Admin)" tag for admins) and Logout.
 */
export function MobileMenuAccount({ onNavigate }: { onNavigate: () => void }) {
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
