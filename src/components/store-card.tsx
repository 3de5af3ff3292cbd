import type { ReactNode } from 'react';

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
 * column so the last of them (the buttons) line up along the bottom. MUI's outlined Card, as a
 * plain element styled by the store's `.store-card` (src/app/product-classes.ts).
 */
export function StoreCard({ titleId, accent, children }: StoreCardProps) {
  return (
    <article
      aria-labelledby={titleId}
      className={accent ? 'store-card store-card--accent' : 'store-card'}
      style={accent ? { borderTopColor: accent } : undefined}
    >
      {children}
    </article>
  );
}
