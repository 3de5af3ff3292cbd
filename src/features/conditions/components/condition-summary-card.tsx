import { useId } from 'react';
import { Button, CardActions, CardContent, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ConditionSummary } from '../../../domain/types';
import { fillTemplate } from '../../../domain/fill-template';
import { quizConcernForCondition } from '../../../domain/quiz-concern';
import { shopPathForCategory } from '../../../domain/shop-address';
import { ClaimMark } from '../../../components/claim-mark';
import { ContentIcon } from '../../../components/content-icon';
import { CardPicture } from '../../../components/content-image';
import { useShellLinks } from '../../../components/shell-actions';
import { StoreCard } from '../../../components/store-card';

interface ConditionSummaryCardProps {
  condition: ConditionSummary;
  quizButtonTemplate: string;
  productsButtonLabel: string;
}

/** A condition on the index: what it is, a quiz that starts from it, and its products. */
export function ConditionSummaryCard({
  condition,
  quizButtonTemplate,
  productsButtonLabel,
}: ConditionSummaryCardProps) {
  const titleId = useId();
  const links = useShellLinks();
  return (
    <StoreCard titleId={titleId}>
      <CardPicture
        image={condition.image}
        sizes="(min-width: 1200px) 380px, (min-width: 600px) 50vw, 100vw"
      />
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
          <ContentIcon name={condition.icon} color="primary" />
          <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem' }}>
            <RouterLink className="text-link text-link--quiet" to={condition.href}>
              {condition.title}
            </RouterLink>
          </Typography>
        </Stack>
        <Typography color="textSecondary">
          {condition.summary}
          <ClaimMark />
        </Typography>
      </CardContent>
      <CardActions disableSpacing sx={{ px: 2, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button
          variant="contained"
          component={RouterLink}
          {...links.quiz(quizConcernForCondition(condition.slug))}
        >
          {fillTemplate(quizButtonTemplate, { condition: condition.name })}
        </Button>
        <Button
          component={RouterLink}
          to={shopPathForCategory(condition.slug)}
          variant="outlined"
          aria-describedby={titleId}
        >
          {productsButtonLabel}
        </Button>
      </CardActions>
    </StoreCard>
  );
}
