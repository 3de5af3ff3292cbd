import type { ReactNode } from 'react';
import { Box, Card, CardContent, Paper, Skeleton, Typography } from '@mui/material';
import { visuallyHidden } from '../../../components/visually-hidden';
import type { CommunityCard as CommunityCardModel } from '../../../domain/community';
import type { CommunityPage } from '../../../domain/types';
import { CommunityCard } from './community-card';

/** The spec's community lists show six placeholder cards while they load. */
const SKELETON_CARDS = 6;

export type CommunityListCopy = CommunityPage['events'];

export interface CommunityListSectionProps {
  id: string;
  copy: CommunityListCopy;
  cards: CommunityCardModel[];
  isLoading: boolean;
  isAdmin: boolean;
  /** Admin controls (the refresh button) shown beside the heading; they arrive with the accounts issue. */
  actions?: ReactNode;
}

const grid = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' },
  p: 0,
  m: 0,
} as const;

function LoadingCards({ title }: { title: string }) {
  return (
    <Box role="status">
      <Box component="span" sx={visuallyHidden}>
        Loading {title}…
      </Box>
      <Box aria-hidden sx={grid}>
        {Array.from({ length: SKELETON_CARDS }, (_, index) => (
          <Card key={index} variant="outlined" data-testid="community-card-skeleton">
            <CardContent>
              <Skeleton variant="rounded" width={96} height={24} sx={{ mb: 1.5 }} />
              <Skeleton variant="text" sx={{ fontSize: '1.2rem' }} />
              <Skeleton variant="text" />
              <Skeleton variant="text" width="60%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    </Box>
  );
}

function EmptyList({ copy, isAdmin }: { copy: CommunityListCopy; isAdmin: boolean }) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', bgcolor: 'background.default' }}
    >
      <Typography sx={{ fontWeight: 700 }}>{copy.emptyText}</Typography>
      {isAdmin && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {copy.adminHint}
        </Typography>
      )}
    </Paper>
  );
}

/** A community list with its heading and description: placeholders, the cards, or the empty state. */
export function CommunityListSection({
  id,
  copy,
  cards,
  isLoading,
  isAdmin,
  actions,
}: CommunityListSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={isLoading} sx={{ mb: { xs: 6, md: 8 } }}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between', mb: 1 }}>
        <Typography id={titleId} variant="h2" component="h2">
          {copy.title}
        </Typography>
        {actions}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 780 }}>
        {copy.description}
      </Typography>
      {isLoading ? (
        <LoadingCards title={copy.title} />
      ) : cards.length === 0 ? (
        <EmptyList copy={copy} isAdmin={isAdmin} />
      ) : (
        <Box component="ul" aria-labelledby={titleId} sx={grid}>
          {cards.map((card) => (
            <CommunityCard key={card.id} card={card} />
          ))}
        </Box>
      )}
    </Box>
  );
}
