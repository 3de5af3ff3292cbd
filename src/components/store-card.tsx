import type { ReactNode } from 'react';
import { Card } from '@mui/material';

interface StoreCardProps {
  /** The id of the card's title, which names it: each button in it is heard in its context. */
  titleId: string;
  /** A band of this colour along the top edge: the health goal's or topic's own colour. */
  accent?: string;
  children: ReactNode;
}

/**
 * A card of one of the store's grids (a product, a recommendation, a health goal, a topic, a
 * condition): an article named by its title, as tall as the tallest of its row, its parts in a
 * column so the last of them (the buttons) line up along the bottom.
 */
export function StoreCard({ titleId, accent, children }: StoreCardProps) {
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        ...(accent && { borderTop: '6px solid', borderTopColor: accent }),
      }}
    >
      {children}
    </Card>
  );
}
