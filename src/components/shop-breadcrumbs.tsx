import { Breadcrumbs, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../config/paths';

/** Shop › {title}: where a product's or a collection's page sits in the store. */
export function ShopBreadcrumbs({ title }: { title: string }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb" sx={{ mb: 3 }}>
      <Link component={RouterLink} to={paths.shop} underline="hover" color="inherit">
        Shop
      </Link>
      <Typography color="text.primary" aria-current="page">
        {title}
      </Typography>
    </Breadcrumbs>
  );
}
