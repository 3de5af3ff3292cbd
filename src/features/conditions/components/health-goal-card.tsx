import { useId } from 'react';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { HealthGoal } from '../../../domain/types';
import { paths } from '../../../config/paths';
import { safeHref } from '../../../domain/safe-href';
import { canonicalShopHref } from '../../../domain/canonical-shop-href';
import { fillTemplate } from '../../../domain/fill-template';
import { ClaimMark } from '../../../components/claim-mark';
import { ContentIcon } from '../../../components/content-icon';

/** One health goal: its colour and icon, what it covers, and a way into its products. */
export function HealthGoalCard({ goal, buttonTemplate }: { goal: HealthGoal; buttonTemplate: string }) {
  const titleId = useId();
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        borderTop: '6px solid',
        borderTopColor: goal.color,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Box
          sx={{
            width: 56,
            height: 56,
            mb: 2,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            color: goal.color,
            bgcolor: `color-mix(in srgb, ${goal.color} 14%, white)`,
          }}
        >
          <ContentIcon name={goal.icon} fontSize="large" />
        </Box>
        <Typography id={titleId} variant="h2" sx={{ fontSize: '1.35rem', mb: 1 }}>
          {goal.title}
        </Typography>
        <Typography color="text.secondary">
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
    </Card>
  );
}
