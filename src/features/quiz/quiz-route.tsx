import { lazy, Suspense, useState } from 'react';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Box, Button, Container, Paper, Stack, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { NoScriptNote } from '../../components/no-script-note';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { useQuizResult } from './quiz-memory/quiz-result-store';
import { quizConcernForCondition } from '../../domain/quiz-concern';
import { quizQueryOptions } from '../../lib/sanity/queries/quiz';
import { criticalData } from '../../lib/route-data';
import { useQuizCampaignStyle } from './components/quiz-campaign-style';
import { useQuizSteps } from './use-quiz-steps';
import { usePreload } from '../../lib/hydration/use-preload';

/** The recommendations are not part of the page's first load: fetched when the browser is idle. */
const loadResultDialog = () => import('./quiz-result-dialog');
const QuizResultDialog = lazy(() =>
  loadResultDialog().then((module) => ({ default: module.QuizResultDialog })),
);

export const clientLoader = criticalData(quizQueryOptions);

const description =
  'Four short questions about you and your health goals, then the supplements that match them: ' +
  'the Sankofa Wellness quiz.';

const finishedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * The wellness quiz as a page of its own: where every quiz button leads before the app runs (the
 * app opens the same steps in a dialog over the current page), and an address to share.
 * `?concern=` ticks a health concern (a quiz concern value, or a condition's slug) before step 3.
 * A shopper who has taken it before can reopen their recommendations, and the steps start from
 * their last answers.
 */
export function Component() {
  const quizQuery = useSuspenseQuery(quizQueryOptions);
  const quiz = quizQuery.data;
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('concern') ?? undefined;
  const concern = asked && (quizConcernForCondition(asked) ?? asked);
  // The concern only shows from step 3: the first step renders alike with or without it.
  const steps = useQuizSteps(quizQuery, { initialConcern: concern, questionLevel: 'h2', asForm: true });
  const campaignStyle = useQuizCampaignStyle();
  // Known only in the browser, once hydrated: the page renders first without it.
  const stored = useQuizResult();
  const [reopened, setReopened] = useState(false);
  const result = steps.result ?? (reopened ? stored : null);
  // Mounted from its first opening on, so that closing it animates.
  const [resultsShown, setResultsShown] = useState(false);
  if (result !== null && !resultsShown) setResultsShown(true);
  // The result dialog's code is fetched once the quiz is on screen: the last answer opens it at once.
  usePreload(loadResultDialog);
  const closeResults = () => {
    setReopened(false);
    steps.restart(concern);
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={quiz.title} description={description} />
      <PageHeading title={quiz.title} />
      {stored && (
        <Box
          component="section"
          aria-label="Your last quiz"
          sx={{
            mb: 3,
            p: 2,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            display: 'flex',
            flexWrap: 'wrap',
            gap: 1.5,
            alignItems: 'center',
          }}
        >
          <Typography variant="body2" sx={{ flex: '1 1 16rem' }}>
            You took the quiz on {finishedOn(stored.finishedAt)}. Your answers are filled in below if you want
            to take it again.
          </Typography>
          <Button variant="outlined" onClick={() => setReopened(true)}>
            Your recommendations
          </Button>
        </Box>
      )}
      {/* A form, which is also the page's WebMCP tool `take_wellness_quiz` (quiz-form.ts). */}
      <Paper
        component="form"
        variant="outlined"
        {...campaignStyle.paperProps}
        {...steps.form}
        sx={{ p: { xs: 2.5, sm: 4 } }}
      >
        {steps.body}
        <Stack direction="row" sx={{ mt: 3, gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          {steps.actions}
        </Stack>
        <NoScriptNote>
          The quiz needs JavaScript to work out your recommendations. The health conditions pages list the
          products for each health goal without it.
        </NoScriptNote>
      </Paper>
      {resultsShown && (
        <Suspense fallback={null}>
          <QuizResultDialog
            open={result !== null}
            quiz={quiz}
            result={result}
            onRetake={closeResults}
            onClose={closeResults}
          />
        </Suspense>
      )}
    </Container>
  );
}
