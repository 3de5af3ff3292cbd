import { Box, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { safeHref } from '../../domain/safe-href';
import type { SiteSettings } from '../../domain/types';

type FooterColumn = SiteSettings['footerColumns'][number];

function FooterLink({ label, href }: { label: string; href: string }) {
  const safe = safeHref(href);
  if (!safe) return null;
  const linkStyle = { color: 'text.primary', py: 0.5, display: 'inline-block' } as const;
  if (safe.startsWith('/')) {
    return (
      <Link component={RouterLink} to={safe} underline="hover" sx={linkStyle}>
        {label}
      </Link>
    );
  }
  return (
    <Link href={safe} target="_blank" rel="noopener noreferrer" underline="hover" sx={linkStyle}>
      {label}
    </Link>
  );
}

/** The footer's link columns (Shop, Support, Legal), as editors arrange them in the site settings. */
export function FooterColumns({ columns }: { columns: FooterColumn[] }) {
  return (
    <Box
      component="nav"
      aria-label="Footer"
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' } }}
    >
      {columns.map((column) => (
        <div key={column.title}>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700, mb: 1 }}>
            {column.title}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {column.links.map((link) => (
              <li key={`${link.href}-${link.label}`}>
                <FooterLink {...link} />
              </li>
            ))}
          </Box>
        </div>
      ))}
    </Box>
  );
}
