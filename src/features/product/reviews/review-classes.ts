import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * The styles of a product page's reviews (product-reviews.tsx, review-figures.tsx, review-list.tsx,
 * review-item.tsx, helpful-vote.tsx, review-sort-choice.tsx) as classes in the manner of the
 * store's (src/app/store-classes.tsx): plain elements, so ten reviews and their figures hydrate with
 * no styling work per element. The reviews' section renders them (`GlobalStyles`).
 */
export function reviewClasses({
  palette,
  typography,
  breakpoints,
  spacing,
  shape,
}: Theme): Record<string, CSSObject> {
  const radius = Number(shape.borderRadius);
  const list = { listStyle: 'none', margin: 0, padding: 0 };
  return {
    // A product page's reviews (features/product/reviews/): the section, its figures, the list.
    '.product-reviews': { scrollMarginTop: 80 },
    '.product-reviews__title': { ...typography.h2, margin: 0, fontSize: '1.6rem' },
    '.product-reviews__intro': { margin: spacing(0.5, 0, 2), color: palette.text.secondary },
    '.product-reviews__actions': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: spacing(2),
      margin: spacing(3, 0),
    },
    '.product-reviews__all': { marginBottom: spacing(1) },
    '.product-reviews__none': {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap: spacing(1.5),
      '& > p': { margin: 0 },
    },
    '.product-reviews__none-title': { fontWeight: 700 },
    '.review-figures': {
      display: 'grid',
      gridTemplateColumns: '1fr',
      alignItems: 'center',
      gap: spacing(2),
      [breakpoints.up('sm')]: { gridTemplateColumns: 'auto minmax(0, 22rem)', gap: spacing(5) },
    },
    '.review-figures__average': {
      margin: 0,
      fontSize: '2.6rem',
      fontWeight: 700,
      lineHeight: 1,
      '& > span': { fontSize: '1rem', fontWeight: 400, color: palette.text.secondary },
    },
    '.review-figures__count': { margin: 0, color: palette.text.secondary },
    '.review-bars': list,
    '.review-bars__row': {
      boxSizing: 'border-box',
      width: '100%',
      display: 'grid',
      gridTemplateColumns: '4.5rem minmax(0, 1fr) 3.5rem',
      alignItems: 'center',
      gap: spacing(1),
      margin: 0,
      padding: spacing(0.5),
      border: 0,
      borderRadius: shape.borderRadius,
      color: 'inherit',
      backgroundColor: 'transparent',
      textAlign: 'left',
      font: 'inherit',
    },
    'button.review-bars__row': {
      cursor: 'pointer',
      '@media (hover: hover)': { '&:hover': { backgroundColor: palette.action.hover } },
      '&[aria-pressed="true"]': { outline: `2px solid ${palette.primary.main}` },
      '&:disabled': { cursor: 'default', opacity: 0.6 },
    },
    '.review-bars__bar': {
      display: 'block',
      height: 10,
      borderRadius: 5,
      overflow: 'hidden',
      backgroundColor: palette.action.hover,
      '& > span': { display: 'block', height: '100%', backgroundColor: '#a35f00' },
    },
    '.review-bars__count': { textAlign: 'right' },
    '.review-sort': { display: 'flex', alignItems: 'center', gap: spacing(1) },
    // The select, and its room while the controls load (review-sort-choice.tsx): one size.
    '.review-sort__choice': {
      display: 'inline-block',
      boxSizing: 'border-box',
      width: '9.25rem',
      height: '2.5rem',
      padding: spacing(0, 1),
      font: 'inherit',
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
    },
    '.review-list': list,
    '.review-list__status': { margin: spacing(0, 0, 1), color: palette.text.secondary },
    '.review-list__none': { margin: 0, padding: spacing(2, 0) },
    '.review-list__more': { marginTop: spacing(2) },
    // The order and "Show more reviews" keep their room, unseen, until the controls have loaded.
    '.review-sort--waiting, .review-list__more--waiting': { visibility: 'hidden' },

    // A product's published reviews (features/product/reviews/review-item.tsx).
    '.review': { padding: spacing(2.5, 0), borderTop: `1px solid ${palette.divider}` },
    '.review__title': { ...typography.h3, margin: spacing(0.5, 0, 0), fontSize: '1.1rem', fontWeight: 700 },
    '.review__small': { ...typography.body2, margin: spacing(0.5, 0, 0) },
    '.review__marks': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing(1),
      marginTop: spacing(1),
      alignItems: 'flex-start',
    },
    // 24 px high at least (WCAG 2.2's target size: "Verified buyer" is a disclosure's summary).
    '.review__mark': {
      display: 'inline-block',
      padding: spacing(0.375, 1),
      borderRadius: radius,
      fontSize: '0.8rem',
      fontWeight: 700,
      backgroundColor: palette.background.sand,
    },
    '.review__verified': {
      display: 'inline-block',
      '& > summary': { color: palette.success.dark, cursor: 'pointer' },
      '& > p': { ...typography.body2, margin: spacing(0.5, 0, 0), maxWidth: '40ch' },
    },
    '.review__text': { marginTop: spacing(1), '& > p': { margin: spacing(1, 0) } },
    '.review__reply': {
      marginTop: spacing(1.5),
      padding: spacing(2),
      borderLeft: `4px solid ${palette.secondary.main}`,
      backgroundColor: palette.background.sand,
      [breakpoints.up('sm')]: { marginLeft: spacing(3) },
    },
    '.review__reply-from': { margin: 0, fontWeight: 700 },
    '.review__reply-text': { margin: spacing(1, 0, 0) },
    // As tall as the vote that takes its place (a small button), so nothing moves when it comes.
    '.review__helpful': {
      ...typography.body2,
      display: 'flex',
      alignItems: 'center',
      minHeight: `calc(${typography.button.lineHeight} * 0.8125rem + 8px)`,
      margin: spacing(1.5, 0, 0),
    },
    '.review__vote': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      gap: spacing(1),
      marginTop: spacing(1.5),
    },
    '.review__vote-status': typography.body2,
    '.review__vote-failed': {
      ...typography.body2,
      flexBasis: '100%',
      margin: 0,
      color: palette.error.main,
    },
  };
}
