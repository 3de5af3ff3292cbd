import type { QueryClient } from '@tanstack/react-query';
import { Container, Paper, Stack } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { NoScriptNote } from '../../components/no-script-note';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { quizConcernForCondition } from '../../domain/quiz-concern';
import { quizQueryOptions, useQuizPage } from './api/quiz';
import { useQuizCampaignStyle } from './components/quiz-campaign-style';
import { RecommendationsDialog } from './recommendations-dialog';
import { useQuizSteps } from './use-quiz-steps';

export function clientLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(quizQueryOptions);
    return null;
  };
}

const description =
  'Four short questions about you and your health goals, then the supplements that match them: ' +
  'the Sankofa Wellness quiz.';

/**
 * The wellness quiz as a page of its own: where every quiz button leads before the app runs (the
 * app opens the same steps in a dialog over the current page), and an address to share.
 * `?concern=` ticks a health concern (a quiz concern value, or a condition's slug) before step 3.
 */
export function Component() {
  const quizQuery = useQuizPage();
  const quiz = quizQuery.data;
  const [searchParams] = useSearchParams();
  const asked = searchParams.get('concern') ?? undefined;
  const concern = asked && (quizConcernForCondition(asked) ?? asked);
  // The concern only shows from step 3: the first step renders alike with or without it.
  const steps = useQuizSteps(quizQuery, { initialConcern: concern, questionLevel: 'h2' });
  const campaignStyle = useQuizCampaignStyle();

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={quiz.title} description={description} />
      <PageHeading title={quiz.title} />
      <Paper variant="outlined" {...campaignStyle.paperProps} sx={{ p: { xs: 2.5, sm: 4 } }}>
        {steps.body}
        <Stack direction="row" sx={{ mt: 3, gap: 1, justifyContent: 'flex-end' }}>
          {steps.actions}
        </Stack>
        <NoScriptNote>
          The quiz needs JavaScript to work out your recommendations. The health conditions pages list the
          products for each health goal without it.
        </NoScriptNote>
      </Paper>
      <RecommendationsDialog
        open={steps.recommendations !== null}
        quiz={quiz}
        productNumbers={steps.recommendations ?? []}
        onClose={() => steps.restart(concern)}
      />
    </Container>
  );
}
