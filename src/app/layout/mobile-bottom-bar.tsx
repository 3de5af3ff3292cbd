import { Link as RouterLink, useLocation, type LinkProps } from 'react-router-dom';
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

interface BarActionProps extends LinkProps {
  icon: readonly string[];
  label: string;
  /** The page shown is this one's. */
  current?: boolean;
}

function BarAction({ icon, label, current = false, ...link }: BarActionProps) {
  return (
    <RouterLink
      {...link}
      className={current ? 'bottom-bar__action bottom-bar__action--current' : 'bottom-bar__action'}
      aria-current={current ? 'page' : undefined}
    >
      <PlainIcon paths={icon} />
      <span className="bottom-bar__label">{label}</span>
    </RouterLink>
  );
}

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
      <BarAction to={paths.shop} icon={frameIcons.storefront} label="Shop" current={section === 'shop'} />
      <BarAction {...links.quiz()} icon={frameIcons.quiz} label="Quiz" />
      <BarAction to={paths.cart} icon={frameIcons.cart} label="Cart" current={section === 'cart'} />
    </nav>
  );
}
