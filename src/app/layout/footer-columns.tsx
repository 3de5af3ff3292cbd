import { Link } from 'react-router-dom';
import { safeHref } from '../../domain/safe-href';
import type { SiteSettings } from '../../domain/types';

type FooterColumn = SiteSettings['footerColumns'][number];

function FooterLink({ label, href }: { label: string; href: string }) {
  const safe = safeHref(href);
  if (!safe) return null;
  if (safe.startsWith('/')) {
    return (
      <Link to={safe} className="site-footer__link">
        {label}
      </Link>
    );
  }
  return (
    <a href={safe} target="_blank" rel="noopener noreferrer" className="site-footer__link">
      {label}
    </a>
  );
}

/** The footer's link columns (Shop, Support, Legal), as editors arrange them in the site settings. */
export function FooterColumns({ columns }: { columns: FooterColumn[] }) {
  return (
    <nav aria-label="Footer" className="site-footer__columns">
      {columns.map((column) => (
        <div key={column.title}>
          <h2 className="site-footer__column-title">{column.title}</h2>
          <ul className="site-footer__links">
            {column.links.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <FooterLink {...link} />
              </li>
            ))}
          </ul>
        </div>
      ))}
    </nav>
  );
}
