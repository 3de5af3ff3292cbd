import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  CircularProgress,
  Paper,
  Skeleton,
  Typography,
} from '@mui/material';
import RefreshIcon from '@mui/icons-material/Refresh';
import { visuallyHidden } from '../../../components/visually-hidden';
import { needsScript, NoScriptNote } from '../../../components/no-script-note';
import type { CommunityCard as CommunityCardModel } from '../../../domain/community';
import type { CommunityPage } from '../../../domain/types';
import { CommunityCard } from './community-card';

/** The spec's community lists show six placeholder cards while they load. */
const SKELETON_CARDS = 6;

export type CommunityListCopy = CommunityPage['events'];

/** The admin's refresh of a list: the heading's button and, when the list is empty, "Fetch … Now". */
export interface RefreshControl {
  label: string;
  fetchNowLabel: string;
  busy: boolean;
  onRefresh: () => void;
}

export interface CommunityListSectionProps {
  id: string;
  copy: CommunityListCopy;
  cards: CommunityCardModel[];
  isLoading: boolean;
  /** The list could not be read; the section says so and offers to try again. */
  error?: Error | null;
  onRetry?: () => void;
  isAdmin: boolean;
  /** Present only for an admin with a session. */
  refresh?: RefreshControl;
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
    <Box role="status" {...needsScript}>
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

function RefreshButton({
  refresh,
  label,
  variant,
}: {
  refresh: RefreshControl;
  label: string;
  variant: 'outlined' | 'contained';
}) {
  return (
    <Button
      variant={variant}
      onClick={refresh.onRefresh}
      disabled={refresh.busy}
      aria-busy={refresh.busy}
      startIcon={refresh.busy ? <CircularProgress size={16} color="inherit" aria-hidden /> : <RefreshIcon />}
      sx={{ flexShrink: 0 }}
    >
      {label}
    </Button>
  );
}

function EmptyList({
  copy,
  isAdmin,
  refresh,
}: {
  copy: CommunityListCopy;
  isAdmin: boolean;
  refresh?: RefreshControl;
}) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 4 }, textAlign: 'center', bgcolor: 'background.default' }}
    >
      <Typography sx={{ fontWeight: 700 }}>{copy.emptyText}</Typography>
      {isAdmin && (
        <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
          {copy.adminHint}
        </Typography>
      )}
      {refresh && (
        <Box sx={{ mt: 2 }}>
          <RefreshButton refresh={refresh} label={refresh.fetchNowLabel} variant="contained" />
        </Box>
      )}
    </Paper>
  );
}

function ListError({ title, onRetry }: { title: string; onRetry?: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        onRetry && (
          <Button color="inherit" size="small" onClick={onRetry}>
            Try again
          </Button>
        )
      }
    >
      We could not load {title} right now. Please check your connection and try again.
    </Alert>
  );
}

/** A community list with its heading and description: placeholders, the cards, or the empty state. */
export function CommunityListSection({
  id,
  copy,
  cards,
  isLoading,
  error,
  onRetry,
  isAdmin,
  refresh,
}: CommunityListSectionProps) {
  const titleId = `${id}-title`;
  return (
    <Box component="section" aria-labelledby={titleId} aria-busy={isLoading} sx={{ mb: { xs: 6, md: 8 } }}>
      <Box
        sx={{
          display: 'flex',
          gap: 2,
          flexWrap: 'wrap',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          mb: 1,
        }}
      >
        <Typography id={titleId} variant="h2" component="h2">
          {copy.title}
        </Typography>
        {refresh && <RefreshButton refresh={refresh} label={refresh.label} variant="outlined" />}
      </Box>
      <Typography color="textSecondary" sx={{ mb: 3, maxWidth: 780 }}>
        {copy.description}
      </Typography>
      {isLoading ? (
        <>
          <LoadingCards title={copy.title} />
          <NoScriptNote>This list is kept up to date by the store and needs JavaScript to show.</NoScriptNote>
        </>
      ) : error ? (
        <ListError title={copy.title} onRetry={onRetry} />
      ) : cards.length === 0 ? (
        <EmptyList copy={copy} isAdmin={isAdmin} refresh={refresh} />
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
