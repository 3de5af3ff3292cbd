import type { ReactNode } from 'react';
import { Box, Container, Stack, Typography, type SxProps, type Theme } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import type { Badge } from '../../../domain/types';
import { ContentIcon } from '../../../components/content-icon';

/** A list of short items centred across the strip, two columns of them on phones. */
function StripList({ children, sx }: { children: ReactNode; sx: SxProps<Theme> }) {
  return (
    <Box
      component="ul"
      sx={[
        {
          listStyle: 'none',
          m: 0,
          p: 0,
          display: { xs: 'grid', md: 'flex' },
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          flexWrap: 'wrap',
          justifyContent: 'center',
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {children}
    </Box>
  );
}

/** The quality badges and the store's promises, right under the hero; compact on phones. */
export function TrustStrip({ badges, claims }: { badges: readonly Badge[]; claims: readonly string[] }) {
  return (
    <Box
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', py: { xs: 2.5, md: 3 } }}
    >
      <Container>
        <StripList sx={{ columnGap: { xs: 2, md: 4 }, rowGap: 1.5 }}>
          {badges.map((badge) => (
            <Stack component="li" key={badge.label} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <ContentIcon name={badge.icon} color="secondary" />
              <Typography sx={{ fontWeight: 700, fontSize: { xs: '0.875rem', md: '1rem' } }}>
                {badge.label}
              </Typography>
            </Stack>
          ))}
        </StripList>
        {claims.length > 0 && (
          <StripList sx={{ mt: 2, columnGap: { xs: 2, md: 3 }, rowGap: 0.75 }}>
            {claims.map((claim) => (
              <Stack component="li" key={claim} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                <CheckIcon aria-hidden fontSize="small" sx={{ color: 'secondary.main' }} />
                <Typography variant="body2" color="text.secondary">
                  {claim}
                </Typography>
              </Stack>
            ))}
          </StripList>
        )}
      </Container>
    </Box>
  );
}
