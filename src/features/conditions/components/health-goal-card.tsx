import { useId } from 'react';
import { Button, CardActions, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { HealthGoal } from '../../../domain/types';
import { paths } from '../../../config/paths';
import { safeHref } from '../../../domain/safe-href';
import { canonicalShopHref } from '../../../domain/canonical-shop-href';
import { fillTemplate } from '../../../domain/fill-template';
import { ClaimMark } from '../../../components/claim-mark';
import { IconDisc } from '../../../components/icon-disc';
import { StoreCard } from '../../../components/store-card';

/** One health goal: its colour and icon, what it covers, and a way into its products. */
export function HealthGoalCard({ goal, buttonTemplate }: { goal: HealthGoal; buttonTemplate: string }) {
  const titleId = useId();
  return (
    <StoreCard titleId={titleId} accent={goal.color}>
      <CardContent sx={{ flexGrow: 1 }}>
        <IconDisc name={goal.icon} size={56} iconSize="large" color={goal.color} sx={{ mb: 2 }} />
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
          {goal.title}
        </Typography>
        <Typography color="textSecondary">
          {goal.description}
          <ClaimMark />
        </Typography>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <Button
          component={RouterLink}
          to={canonicalShopHref(safeHref(goal.href) ?? paths.shop)}
          variant="contained"
          fullWidth
        >
          {fillTemplate(buttonTemplate, { title: goal.title })}
        </Button>
      </CardActions>
    </StoreCard>
  );
}
