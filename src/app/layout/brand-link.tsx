import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { PlainIcon } from '../../components/plain-icon';
import { frameIcons } from './frame-icons';

/**
 * The store's name as the way home. On the narrowest phones (320 px) with a wide fallback font (no
 * Georgia: Android's serif, Linux's DejaVu), the name takes a second line rather than pushing the
 * header's buttons off the screen. From md up it keeps its one line and its width: the search box
 * gives way instead, never the name (which would otherwise run under the first link).
 */
export function BrandLink({ brandName }: { brandName: string }) {
  return (
    <Link to={paths.home} className="site-header__brand">
      <PlainIcon paths={frameIcons.spa} />
      {brandName}
    </Link>
  );
}
