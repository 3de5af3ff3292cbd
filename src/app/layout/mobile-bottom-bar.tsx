import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PlainIcon } from '../../components/plain-icon';
import { useShellLinks } from '../../components/shell-actions';
import { frameIcons } from './frame-icons';

export { BOTTOM_BAR_SPACE } from '../../components/bottom-bar-space';

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
        <PlainIcon paths={frameIcons.storefront} />
        <span className="bottom-bar__label">Shop</span>
      </RouterLink>
      <RouterLink className={actionClass(false)} {...links.quiz()}>
        <PlainIcon paths={frameIcons.quiz} />
        <span className="bottom-bar__label">Quiz</span>
      </RouterLink>
      <RouterLink
        to={paths.cart}
        className={actionClass(section === 'cart')}
        aria-current={section === 'cart' ? 'page' : undefined}
      >
        <PlainIcon paths={frameIcons.cart} />
        <span className="bottom-bar__label">Cart</span>
      </RouterLink>
    </nav>
  );
}
