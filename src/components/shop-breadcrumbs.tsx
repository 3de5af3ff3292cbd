import { Breadcrumbs, Link, Typography } from '@mui/material';
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
      <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 3 }}>
        <Link component={RouterLink} to={paths.shop} underline="hover" color="inherit">
          Shop
        </Link>
        <Typography color="textPrimary" aria-current="page">
          {title}
        </Typography>
      </Breadcrumbs>
    </>
  );
}
