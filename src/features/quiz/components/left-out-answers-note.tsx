import { Fragment } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { InlineLoadError } from '../../../components/inline-load-error';
import { andList, leftOutAnswers, leftOutLine, type LeftOutAnswers } from '../../../domain/quiz-left-out';
import { candidateProductNumbers, type QuizAnswers } from '../../../domain/recommendations';
import type { Quiz } from '../../../domain/types';
import { quizCatalogueQueryOptions } from '../../../lib/shopify/quiz-catalogue';

export interface LeftOutAnswersNoteProps {
  quiz: Quiz;
  answers: QuizAnswers;
  /** The result's catalogue numbers, in the order shown. */
  recommended: readonly string[];
  /** Following a link leaves the result (the quiz closes). */
  onNavigate: () => void;
}

/**
 * Names each concern and symptom that none of the recommended products is for, and why (the
 * editors' words): the list is full, its products would go over an upper limit with these, or the
 * quiz has none; with a link to each one's condition. Nothing when every answer has a product.
 */
export function LeftOutAnswersNote({ quiz, answers, recommended, onNavigate }: LeftOutAnswersNoteProps) {
  // The products finishing read (a result kept from before may name others too).
  const catalogue = useQuery(
    quizCatalogueQueryOptions([...candidateProductNumbers(answers, quiz), ...recommended]),
  );
  if (catalogue.isPending) return null;
  if (catalogue.isError) {
    return (
      <InlineLoadError
        message="We could not check which of your answers these products are for."
        retrying={catalogue.isFetching}
        onRetry={() => void catalogue.refetch()}
      />
    );
  }
  const groups = leftOutAnswers(answers, quiz, recommended, catalogue.data);
  if (groups.length === 0) return null;
  return (
    <Alert severity="info" sx={{ '& .MuiAlert-message': { display: 'grid', gap: 1 } }}>
      {groups.map((group) => (
        <Typography key={group.reason} variant="body2">
          {leftOutLine(group, quiz)}
          {group.reason !== 'retake' && <ConditionLinks group={group} quiz={quiz} onNavigate={onNavigate} />}
        </Typography>
      ))}
    </Alert>
  );
}

/** " Joint & Bone Health and Energy & Vitality.", each a link to its condition's page. */
function ConditionLinks({
  group,
  quiz,
  onNavigate,
}: {
  group: LeftOutAnswers;
  quiz: Quiz;
  onNavigate: () => void;
}) {
  const conditions = group.categories
    .flatMap((category) => quiz.categories.find((entry) => entry.category === category)?.condition ?? [])
    .filter((condition, index, all) => all.findIndex((other) => other.href === condition.href) === index);
  if (conditions.length === 0) return null;
  const parts = andList().formatToParts(conditions.map((condition) => condition.title));
  let next = 0;
  return (
    <>
      {' '}
      {parts.map((part, index) => {
        if (part.type === 'literal') return <Fragment key={index}>{part.value}</Fragment>;
        const condition = conditions[next++]!;
        return (
          <RouterLink key={index} className="text-link" to={condition.href} onClick={onNavigate}>
            {condition.title}
          </RouterLink>
        );
      })}
      .
    </>
  );
}
