import { Box } from '@mui/material';
import SpaIcon from '@mui/icons-material/Spa';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '../../config/paths';

/** The store's name as the way home. */
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
        whiteSpace: 'nowrap',
        borderRadius: 1,
      }}
    >
      <SpaIcon aria-hidden color="primary" />
      {brandName}
    </Box>
  );
}
