import { Box, Container, Stack, Typography } from '@mui/material';
import type { Badge } from '../../../domain/types';
import { ContentIcon } from '../../../components/content-icon';

/**
 * The store's promises, each said once, right under the hero: the editors' trust badges, centred
 * across the strip, two columns of them on phones.
 */
export function TrustStrip({ badges }: { badges: readonly Badge[] }) {
  if (badges.length === 0) return null;
  return (
    <Box
      sx={{ bgcolor: 'background.paper', borderBottom: 1, borderColor: 'divider', py: { xs: 2.5, md: 3 } }}
    >
      <Container>
        <Box
          component="ul"
          aria-label="Our promises"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: { xs: 'grid', md: 'flex' },
            gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
            flexWrap: 'wrap',
            justifyContent: 'center',
            columnGap: { xs: 2, md: 4 },
            rowGap: 1.5,
          }}
        >
          {badges.map((badge) => (
            <Stack component="li" key={badge.label} direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <ContentIcon name={badge.icon} color="secondary" />
              <Typography sx={{ fontWeight: 700, fontSize: { xs: '0.875rem', md: '1rem' } }}>
                {badge.label}
              </Typography>
            </Stack>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
