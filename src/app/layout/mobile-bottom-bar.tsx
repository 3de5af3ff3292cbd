import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PlainIcon } from '../../components/plain-icon';
import { useShellLinks } from '../../components/shell-actions';

export { BOTTOM_BAR_SPACE } from '../../components/bottom-bar-space';

// Material Design's outlined "storefront", "quiz" and "shopping cart" icons (their paths in @mui/icons-material).
const storefront = [
  'm21.9 8.89-1.05-4.37c-.22-.9-1-1.52-1.91-1.52H5.05c-.9 0-1.69.63-1.9 1.52L2.1 8.89c-.24 1.02-.02 2.06.62 2.88.08.11.19.19.28.29V19c0 1.1.9 2 2 2h14c1.1 0 2-.9 2-2v-6.94c.09-.09.2-.18.28-.28.64-.82.87-1.87.62-2.89m-2.99-3.9 1.05 4.37c.1.42.01.84-.25 1.17-.14.18-.44.47-.94.47-.61 0-1.14-.49-1.21-1.14L16.98 5zM13 5h1.96l.54 4.52c.05.39-.07.78-.33 1.07-.22.26-.54.41-.95.41-.67 0-1.22-.59-1.22-1.31zM8.49 9.52 9.04 5H11v4.69c0 .72-.55 1.31-1.29 1.31-.34 0-.65-.15-.89-.41-.25-.29-.37-.68-.33-1.07m-4.45-.16L5.05 5h1.97l-.58 4.86c-.08.65-.6 1.14-1.21 1.14-.49 0-.8-.29-.93-.47-.27-.32-.36-.75-.26-1.17M5 19v-6.03c.08.01.15.03.23.03.87 0 1.66-.36 2.24-.95.6.6 1.4.95 2.31.95.87 0 1.65-.36 2.23-.93.59.57 1.39.93 2.29.93.84 0 1.64-.35 2.24-.95.58.59 1.37.95 2.24.95.08 0 .15-.02.23-.03V19z',
];
const quiz = [
  'M4 6H2v14c0 1.1.9 2 2 2h14v-2H4zm16-4H8c-1.1 0-2 .9-2 2v12c0 1.1.9 2 2 2h12c1.1 0 2-.9 2-2V4c0-1.1-.9-2-2-2m0 14H8V4h12zm-6.49-5.84c.41-.73 1.18-1.16 1.63-1.8.48-.68.21-1.94-1.14-1.94-.88 0-1.32.67-1.5 1.23l-1.37-.57C11.51 5.96 12.52 5 13.99 5c1.23 0 2.08.56 2.51 1.26.37.6.58 1.73.01 2.57-.63.93-1.23 1.21-1.56 1.81-.13.24-.18.4-.18 1.18h-1.52c.01-.41-.06-1.08.26-1.66m-.56 3.79c0-.59.47-1.04 1.05-1.04.59 0 1.04.45 1.04 1.04 0 .58-.44 1.05-1.04 1.05-.58 0-1.05-.47-1.05-1.05',
];
const cart = [
  'M15.55 13c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.37-.66-.11-1.48-.87-1.48H5.21l-.94-2H1v2h2l3.6 7.59-1.35 2.44C4.52 15.37 5.48 17 7 17h12v-2H7l1.1-2zM6.16 6h12.15l-2.76 5H8.53zM7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2',
];

function currentSection(pathname: string): 'shop' | 'cart' | null {
  if (pathname === paths.shop) return 'shop';
  if (pathname === paths.cart) return 'cart';
  return null;
}

const actionClass = (current: boolean) =>
  current ? 'bottom-bar__action bottom-bar__action--current' : 'bottom-bar__action';

/**
 * The thumb-reach bar of phones: Shop, Quiz and Cart. Plain links in the look of MUI's
 * BottomNavigation (site-header-classes.ts): on every page, it hydrates with no styling work.
 */
export function MobileBottomBar() {
  const { pathname } = useLocation();
  const links = useShellLinks();
  const section = currentSection(pathname);

  return (
    <nav aria-label="Quick actions" className="bottom-bar">
      <RouterLink
        to={paths.shop}
        className={actionClass(section === 'shop')}
        aria-current={section === 'shop' ? 'page' : undefined}
      >
        <PlainIcon paths={storefront} />
        <span className="bottom-bar__label">Shop</span>
      </RouterLink>
      <RouterLink className={actionClass(false)} {...links.quiz()}>
        <PlainIcon paths={quiz} />
        <span className="bottom-bar__label">Quiz</span>
      </RouterLink>
      <RouterLink
        to={paths.cart}
        className={actionClass(section === 'cart')}
        aria-current={section === 'cart' ? 'page' : undefined}
      >
        <PlainIcon paths={cart} />
        <span className="bottom-bar__label">Cart</span>
      </RouterLink>
    </nav>
  );
}
