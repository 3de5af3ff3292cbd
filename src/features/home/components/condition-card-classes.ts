import type { CSSObject, Theme } from '@mui/material/styles';

/** A condition card's styles (condition-card.tsx) as the store's classes (src/app/store-classes.tsx). */
export function conditionCardClasses({
  palette,
  typography,
  shape,
  shadows,
  spacing,
}: Theme): Record<string, CSSObject> {
  return {
    '.condition-card': {
      position: 'relative',
      display: 'flex',
      flexDirection: 'column',
      width: '100%',
      boxSizing: 'border-box',
      overflow: 'hidden',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
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
  };
}
