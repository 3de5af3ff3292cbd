import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { NavLink } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * The account entry at the foot of the mobile menu. Signed out it is Login; with accounts (the
 * Firebase issue) this is where the full email, an "(Admin)" tag for admins and Logout go.
 */
export function MobileMenuAccount({ onNavigate }: { onNavigate: () => void }) {
  return (
    <ListItemButton component={NavLink} to={paths.auth} onClick={onNavigate}>
      <ListItemIcon>
        <AccountCircleOutlinedIcon />
      </ListItemIcon>
      <ListItemText primary="Login" />
    </ListItemButton>
  );
}
