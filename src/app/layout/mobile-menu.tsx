import { lazy, Suspense, useEffect, useState } from 'react';
import { Box, IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { useHydrated } from '../../lib/hydration/use-hydrated';
import { mobileMenuLinks } from './store-links';

// The drawer's code is not in the first page load: it is fetched once the page has hydrated.
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

const drawerId = 'mobile-menu';
/** The menu a page shows without JavaScript (its button is a link to it). */
const pageMenuId = 'site-menu';

/**
 * The menu button of narrow screens and the drawer it opens. The button is a link to the same
 * links in the page, which show where the address points at them (`:target`): the menu works
 * without JavaScript and answers a tap at once while the app is still loading. Once the app runs,
 * a menu opened that way is the drawer (with the shopper's account), until it closes: the address
 * then loses the menu's mark, which closes the page's menu too.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  const { hash, pathname, search } = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const openedBeforeApp = hydrated && hash === `#${pageMenuId}`;
  const shown = open || openedBeforeApp;
  useEffect(() => void loadDrawer(), []);
  const close = () => {
    setOpen(false);
    if (openedBeforeApp) void navigate({ pathname, search }, { replace: true, preventScrollReset: true });
  };

  return (
    <>
      <IconButton
        component="a"
        href={`#${pageMenuId}`}
        edge="start"
        color="inherit"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={shown}
        aria-controls={shown ? drawerId : undefined}
        onClick={(event) => {
          event.preventDefault();
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      <PageMenu byAddress={!hydrated} />
      {(requested || openedBeforeApp) && (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={drawerId} open={shown} onClose={close} />
        </Suspense>
      )}
    </>
  );
}

const pageMenuLinks = [
  mobileMenuLinks.shop,
  { label: 'Take Wellness Quiz', to: paths.quiz },
  mobileMenuLinks.conditions,
  mobileMenuLinks.about,
  mobileMenuLinks.cart,
  { label: 'Login', to: paths.auth },
];

/**
 * The menu as plain links below the header, shown when the address targets it, until the app runs:
 * its drawer is the menu from then on (the address losing its mark in the app's history does not
 * end `:target`).
 */
function PageMenu({ byAddress }: { byAddress: boolean }) {
  return (
    <Box
      component="nav"
      id={pageMenuId}
      aria-label="Menu"
      sx={{
        display: 'none',
        ...(byAddress && { '&:target': { display: 'block' } }),
        position: 'absolute',
        top: '100%',
        left: 0,
        right: 0,
        bgcolor: 'background.paper',
        borderBottom: 1,
        borderColor: 'divider',
        boxShadow: 3,
      }}
    >
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 1 }}>
        {[...pageMenuLinks, { label: 'Close menu', to: '#' }].map(({ label, to }) => (
          <li key={label}>
            <Box component="a" href={to} sx={{ display: 'block', px: 2, py: 1.5, color: 'inherit' }}>
              {label}
            </Box>
          </li>
        ))}
      </Box>
    </Box>
  );
}
