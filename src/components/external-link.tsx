import type { ReactNode } from 'react';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

/**
 * A link to another site: it opens in a new tab without giving that site a handle on this one,
 * and says so both to the eye (an icon) and to screen readers.
 */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a className="text-link" href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <OpenInNewIcon aria-hidden fontSize="inherit" sx={{ ml: 0.5, verticalAlign: '-0.125em' }} />
      <span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}
