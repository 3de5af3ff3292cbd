import { Box, Container, type Theme } from '@mui/material';
import type { Badge } from '../../../domain/types';
import { ContentIcon } from '../../../components/content-icon';

/** The badges' look, applied once by their list: each badge is plain elements. */
const badgeStyles = (theme: Theme) => ({
  listStyle: 'none',
  m: 0,
  p: 0,
  display: { xs: 'grid', md: 'flex' },
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  flexWrap: 'wrap',
  justifyContent: 'center',
  columnGap: { xs: 2, md: 4 },
  rowGap: 1.5,
  '& > li': { display: 'flex', alignItems: 'center', gap: 1 },
  '& > li > p': {
    ...theme.typography.body1,
    m: 0,
    fontWeight: 700,
    fontSize: { xs: '0.875rem', md: '1rem' },
  },
});

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
        <Box component="ul" aria-label="Our promises" sx={badgeStyles}>
          {badges.map((badge) => (
            <li key={badge.label}>
              <ContentIcon name={badge.icon} color="secondary" />
              <p>{badge.label}</p>
            </li>
          ))}
        </Box>
      </Container>
    </Box>
  );
}
