import { IconButton } from '@mui/material';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The cart's way in from the header (the cart drawer and item count come with the commerce issue). */
export function CartButton() {
  return (
    <IconButton component={RouterLink} to={paths.cart} color="inherit" aria-label="Cart">
      <ShoppingCartOutlinedIcon />
    </IconButton>
  );
}
