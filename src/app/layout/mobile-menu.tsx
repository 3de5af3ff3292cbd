import { lazy, Suspense, useState } from 'react';
import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';

// The drawer's code loads on the first tap, keeping it out of the first page load.
const MobileMenuDrawer = lazy(() => import('./mobile-menu-drawer'));

const drawerId = 'mobile-menu';

/** The menu button of narrow screens and the drawer it opens. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);

  return (
    <>
      <IconButton
        edge="start"
        color="inherit"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        <MenuIcon />
      </IconButton>
      {requested && (
        <Suspense fallback={null}>
          <MobileMenuDrawer id={drawerId} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
