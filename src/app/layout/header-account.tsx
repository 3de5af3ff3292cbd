import { Button } from '@mui/material';
import AccountCircleOutlinedIcon from '@mui/icons-material/AccountCircleOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * The account corner of the header. Signed out (the only state until accounts arrive with the
 * Firebase issue) it is the Login link; signed in it will show the email prefix and Logout.
 */
export function HeaderAccount() {
  return (
    <Button component={RouterLink} to={paths.auth} color="inherit" startIcon={<AccountCircleOutlinedIcon />}>
      Login
    </Button>
  );
}
