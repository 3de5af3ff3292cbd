import { BottomNavigation, BottomNavigationAction, Paper } from '@mui/material';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import QuizOutlinedIcon from '@mui/icons-material/QuizOutlined';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useShellLinks } from '../../components/shell-actions';

export { BOTTOM_BAR_SPACE } from '../../components/bottom-bar-space';

function currentSection(pathname: string): 'shop' | 'cart' | null {
  if (pathname === paths.shop) return 'shop';
  if (pathname === paths.cart) return 'cart';
  return null;
}

/** The thumb-reach bar of phones: Shop, Quiz and Cart. */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  const links = useShellLinks();
  const section = currentSection(pathname);

  return (
    <Paper
      component="nav"
      aria-label="Quick actions"
      square
      elevation={8}
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom, 0px)',
      }}
    >
      <BottomNavigation showLabels value={section} sx={{ bgcolor: 'transparent' }}>
        <BottomNavigationAction
          label="Shop"
          value="shop"
          icon={<StorefrontOutlinedIcon />}
          component={RouterLink}
          to={paths.shop}
          aria-current={section === 'shop' ? 'page' : undefined}
        />
        <BottomNavigationAction
          label="Quiz"
          value="quiz"
          icon={<QuizOutlinedIcon />}
          component={RouterLink}
          {...links.quiz()}
        />
        <BottomNavigationAction
          label="Cart"
          value="cart"
          icon={<ShoppingCartOutlinedIcon />}
          component={RouterLink}
          to={paths.cart}
          aria-current={section === 'cart' ? 'page' : undefined}
        />
      </BottomNavigation>
    </Paper>
  );
}
