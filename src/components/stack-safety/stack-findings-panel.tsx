import { useId, type MouseEvent, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Typography } from '@mui/material';
import type { Finding } from '../../domain/stack-safety/findings';
import { useShellLinks } from '../shell-actions';
import { FindingList } from './finding-list';
import type { StackFindings } from './use-stack-findings';

/** Marks the panel that a line's "See details below" brings into view. */
export const summaryMarker = 'data-stack-findings';

export interface StackFindingsPanelProps {
  title: string;
  headingLevel: 'h2' | 'h3';
  check: Omit<StackFindings, 'findings'>;
  /** The findings to list (all of the check's, or those about one product). */
  findings: readonly Finding[];
  /** What to say when the check found nothing: which checks ran, on what. */
  none: string;
  /** Called when the shopper follows a link that leaves (a drawer closes). */
  onNavigate?: () => void;
  /** Offers the quiz's medication question while it is unanswered (not from inside the quiz). */
  offerMedicationQuestion?: boolean;
}

/**
 * Said quietly where the findings would be, with Try again. (Not the shared InlineLoadError: the
 * product page's first load carries that one, and sharing it would split it into a chunk of its own.)
 */
function CouldNotCheck({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <Box role="alert" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
      <Typography variant="body2" sx={{ flex: '1 1 12rem' }}>
        We could not check your stack right now.
      </Typography>
      <Button size="small" disabled={retrying} onClick={onRetry}>
        {retrying ? 'Retrying…' : 'Try again'}
      </Button>
    </Box>
  );
}

function MedicationQuestionLink({ onNavigate }: { onNavigate?: () => void }) {
  const { onClick, ...link } = useShellLinks().medicationsQuestion();
  return (
    <Button
      component={RouterLink}
      {...link}
      onClick={(event: MouseEvent) => {
        onClick(event);
        onNavigate?.();
      }}
      size="small"
      sx={{ alignSelf: 'flex-start', px: 0 }}
    >
      Add your medications to check interactions
    </Button>
  );
}

/**
 * What the stack check found, said where the shopper decides: each finding with its source, or a
 * neutral line naming the checks that found nothing; while it runs, a quiet line; when it cannot
 * run, that it could not, with "Try again" (never an "all clear" it did not earn).
 */
export function StackFindingsPanel({
  title,
  headingLevel,
  check,
  findings,
  none,
  onNavigate,
  offerMedicationQuestion = true,
}: StackFindingsPanelProps) {
  const headingId = useId();
  let body: ReactNode;
  if (check.status === 'error') body = <CouldNotCheck retrying={check.retrying} onRetry={check.retry} />;
  else if (check.status === 'pending')
    body = (
      <Typography variant="body2" color="textSecondary">
        Checking these products together…
      </Typography>
    );
  else if (findings.length > 0) body = <FindingList findings={findings} onNavigate={onNavigate} />;
  else body = <Typography variant="body2">{none}</Typography>;

  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      aria-busy={check.status === 'pending' || undefined}
      tabIndex={-1}
      {...{ [summaryMarker]: '' }}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        gap: 1.5,
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        scrollMarginTop: 96,
      }}
    >
      <Typography id={headingId} component={headingLevel} variant="subtitle1" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      {body}
      {offerMedicationQuestion && check.answer === null && <MedicationQuestionLink onNavigate={onNavigate} />}
      <Typography variant="body2" color="textSecondary">
        This check reads the products&apos; Supplement Facts and NIH sources. It is not medical advice: talk
        to your healthcare provider about the supplements and medications you take.
      </Typography>
    </Box>
  );
}
