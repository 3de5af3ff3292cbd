import { lazy, startTransition, Suspense, useState } from 'react';
import { paths } from '../../config/paths';
import { mobileMenuLinks } from './store-links';
import { usePreload } from '../../lib/hydration/use-preload';
import { PlainIcon } from '../../components/plain-icon';
import { frameIcons } from './frame-icons';

// The drawer's code is not in the first page load: it is fetched once the page has hydrated.
const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

const drawerId = 'mobile-menu';
/** The menu a page shows without JavaScript (its button is a link to it). */
const pageMenuId = 'site-menu';

/**
 * The menu button of narrow screens and the drawer it opens. The button is a link to the same
 * links in the page, which show where the address points at them (`:target`): the menu works
 * before the app runs and without JavaScript.
 */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const [requested, setRequested] = useState(false);
  usePreload(loadDrawer);

  return (
    <>
      <a
        href={`#${pageMenuId}`}
        className="icon-button site-header__menu-button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={(event) => {
          event.preventDefault();
          startTransition(() => {
            setRequested(true);
            setOpen(true);
          });
        }}
      >
        <PlainIcon paths={frameIcons.menu} />
      </a>
      <PageMenu />
      <Suspense fallback={null}>
        {requested && <MobileMenuDrawer id={drawerId} open={open} onClose={() => setOpen(false)} />}
      </Suspense>
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

/** The menu as plain links below the header, shown only when the address targets it. */
function PageMenu() {
  return (
    <nav id={pageMenuId} aria-label="Menu" className="site-header__page-menu">
      <ul>
        {[...pageMenuLinks, { label: 'Close menu', to: '#' }].map(({ label, to }) => (
          <li key={label}>
            <a href={to}>{label}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
