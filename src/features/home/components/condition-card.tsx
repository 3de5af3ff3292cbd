import { Card, CardContent, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ConditionSummary } from '../../../domain/types';
import { ClaimMark } from '../../../components/claim-mark';
import { CardPicture } from '../../../components/content-image';

/**
 * A condition in a home carousel. The title is the card's one link, stretched over the whole card
 * so the card is easy to hit while a screen reader hears only the title.
 */
export function ConditionCard({ condition }: { condition: ConditionSummary }) {
  return (
    <Card
      component="article"
      variant="outlined"
      sx={{
        position: 'relative',
        width: '100%',
        display: 'flex',
        flexDirection: 'column',
        transition: 'box-shadow 150ms',
        '&:hover': { boxShadow: 3 },
        // Drawn inside the card: the carousel's row clips anything outside it, on a narrow phone too.
        '&:has(a:focus-visible)': { outline: '3px solid', outlineColor: 'primary.main', outlineOffset: -3 },
      }}
    >
      <CardPicture image={condition.image} sizes="(min-width: 900px) 25vw, (min-width: 600px) 50vw, 85vw" />
      <CardContent sx={{ flexGrow: 1 }}>
        <Typography variant="h3" sx={{ mb: 1 }}>
          <Link
            component={RouterLink}
            to={condition.href}
            color="inherit"
            underline="hover"
            sx={{
              '&::after': { content: '""', position: 'absolute', inset: 0 },
              '&:focus-visible': { outline: 'none' },
            }}
          >
            {condition.title}
          </Link>
        </Typography>
        <Typography color="text.secondary">
          {condition.summary}
          <ClaimMark />
        </Typography>
      </CardContent>
    </Card>
  );
}
