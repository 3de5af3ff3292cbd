import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * A condition card's own styles (condition-card.tsx), and a health goal's link (health-goal-grid.tsx),
 * as the store's classes (src/app/store-classes.tsx).
 */
export function conditionCardClasses({
  palette,
  typography,
  shadows,
  spacing,
}: Theme): Record<string, CSSObject> {
  return {
    // On the store's card (`.store-card`, src/app/product-classes.ts): the title's link covers it.
    '.condition-card': {
      position: 'relative',
      width: '100%',
      transition: 'box-shadow 150ms',
      '&:hover': { boxShadow: shadows[3] },
      // Drawn inside the card: the carousel's row clips anything outside it, on a narrow phone too.
      '&:has(a:focus-visible)': { outline: `3px solid ${palette.primary.main}`, outlineOffset: -3 },
    },
    '.condition-card__content': { flexGrow: 1, padding: spacing(2, 2, 3) },
    '.condition-card__title': { ...typography.h3, margin: spacing(0, 0, 1) },
    '.condition-card__title a': {
      color: 'inherit',
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
      // The title's link covers the whole card.
      '&::after': { content: '""', position: 'absolute', inset: 0 },
      '&:focus-visible': { outline: 'none' },
    },
    '.condition-card__summary': { margin: 0 },
    // On the store's outlined button (`.button`, src/app/button-classes.ts), filling its grid cell.
    '.health-goal': {
      justifyContent: 'flex-start',
      height: '100%',
      paddingTop: spacing(1.5),
      paddingBottom: spacing(1.5),
      textAlign: 'left',
    },
  };
}
