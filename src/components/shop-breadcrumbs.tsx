import { Box, type Theme } from '@mui/material';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { paths } from '../config/paths';
import { canonicalPath, siteAddress } from '../config/site-address';
import { StructuredData } from './structured-data';

interface Crumb {
  name: string;
  /** The page's absolute address. */
  url: string;
}

/** A breadcrumb trail as search engines read it (schema.org BreadcrumbList), first crumb first. */
export function breadcrumbListJsonLd(trail: readonly Crumb[]) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map(({ name, url }, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
      item: url,
    })),
  };
}

/** In the look of MUI's Breadcrumbs, drawn as plain elements styled by one class. */
const trailStyle = (theme: Theme) => ({
  ...theme.typography.body1,
  color: 'text.secondary',
  mb: 3,
  '& ol': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', p: 0, m: 0, listStyle: 'none' },
  '& li[aria-hidden]': { display: 'flex', userSelect: 'none', mx: 1 },
  '& a': { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
  '& [aria-current]': { m: 0, color: 'text.primary' },
});

/**
 * Shop › {title}: where a product's or a collection's page sits in the store, shown and, for search
 * results, said as a BreadcrumbList.
 */
export function ShopBreadcrumbs({ title }: { title: string }) {
  const { pathname } = useLocation();
  const trail = [
    { name: 'Shop', url: siteAddress(paths.shop) },
    { name: title, url: siteAddress(canonicalPath(pathname)) },
  ];
  return (
    <>
      <StructuredData data={breadcrumbListJsonLd(trail)} />
      <Box component="nav" aria-label="Breadcrumb" sx={trailStyle}>
        <ol>
          <li>
            <RouterLink to={paths.shop}>Shop</RouterLink>
          </li>
          <li aria-hidden="true">/</li>
          <li>
            <p aria-current="page">{title}</p>
          </li>
        </ol>
      </Box>
    </>
  );
}
