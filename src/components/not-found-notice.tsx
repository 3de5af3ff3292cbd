import type { ReactNode } from 'react';
import { Box, Container, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { paths } from '../config/paths';
import { PageMeta } from './page-meta';

interface NotFoundNoticeProps {
  /** The page's title (its <title>, noindex). */
  title: string;
  description: string;
  /** The h1, when it says more than the title. */
  heading?: string;
  children: ReactNode;
  /** The ways on before "Browse all products" (which every such page offers). */
  actions?: ReactNode;
  /** The ways on after it. */
  moreActions?: ReactNode;
}

/**
 * What an address that leads nowhere shows (an unknown page, product or collection): a heading, why,
 * and the ways on, kept out of search engines' indexes.
 */
export function NotFoundNotice({
  title,
  description,
  heading = title,
  children,
  actions,
  moreActions,
}: NotFoundNoticeProps) {
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
      <PageMeta title={title} description={description} noindex />
      <Typography variant="h1" sx={{ mb: 2 }}>
        {heading}
      </Typography>
      <Typography color="textSecondary" sx={{ mb: 4, fontSize: '1.1rem' }}>
        {children}
      </Typography>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          gap: 1.5,
          justifyContent: 'center',
        }}
      >
        {actions}
        <Link
          to={paths.shop}
          className={`button button--${actions ? 'outlined' : 'contained'} button--large`}
        >
          Browse all products
        </Link>
        {moreActions}
      </Box>
    </Container>
  );
}
