import { NavLink } from 'react-router-dom';
import { headerLinks } from './store-links';

/** The header's link row on wide screens; the current section is marked with aria-current. */
export function HeaderNav() {
  return (
    <nav aria-label="Main" className="site-header__nav">
      {headerLinks.map((link) => (
        <NavLink
          key={link.to}
          to={link.to}
          className="button button--text button--inherit site-header__nav-link"
        >
          {link.label}
        </NavLink>
      ))}
    </nav>
  );
}
