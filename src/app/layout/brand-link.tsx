import { Box } from '@mui/material';
import SpaIcon from '@mui/icons-material/Spa';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

/**
 * The store's name as the way home. On the narrowest phones (320 px) with a wide fallback font (no
 * Georgia: Android's serif, Linux's DejaVu), the name takes a second line rather than pushing the
 * header's buttons off the screen. From md up it keeps its one line and its width: the search box
 * gives way instead, never the name (which would otherwise run under the first link).
 */
export function BrandLink({ brandName }: { brandName: string }) {
  return (
    <Box
      component={RouterLink}
      to={paths.home}
      sx={{
        color: 'inherit',
        textDecoration: 'none',
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        fontFamily: (theme) => theme.typography.h1.fontFamily,
        fontWeight: 700,
        fontSize: { xs: '1.15rem', lg: '1.35rem' },
        whiteSpace: { xs: 'normal', md: 'nowrap' },
        lineHeight: 1.15,
        minWidth: 0,
        flexShrink: { md: 0 },
        borderRadius: 1,
      }}
    >
      <SpaIcon aria-hidden color="primary" />
      {brandName}
    </Box>
  );
}
