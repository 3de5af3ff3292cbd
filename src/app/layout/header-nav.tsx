import { Box, Button } from '@mui/material';
import { NavLink } from 'react-router-dom';
import { headerLinks } from './store-links';

/** The header's link row on wide screens; the current section is marked with aria-current. */
export function HeaderNav() {
  return (
    <Box component="nav" aria-label="Main" sx={{ display: 'flex', flexShrink: 0, ml: 2 }}>
      {headerLinks.map((link) => (
        <Button
          key={link.to}
          component={NavLink}
          to={link.to}
          color="inherit"
          sx={{
            px: 1.25,
            minWidth: 0,
            flexShrink: 0,
            whiteSpace: 'nowrap',
            fontWeight: 600,
            '&[aria-current="page"]': {
              color: 'primary.main',
              boxShadow: (theme) => `inset 0 -3px 0 ${theme.palette.primary.main}`,
              borderRadius: 0,
            },
          }}
        >
          {link.label}
        </Button>
      ))}
    </Box>
  );
}
