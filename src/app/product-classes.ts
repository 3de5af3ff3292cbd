import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * The styles of a product's parts, which a grid repeats in every card and the product page shows
 * too (product-card.tsx, store-card.tsx, product-image.tsx, product-rating.tsx, product-price.tsx,
 * certification-badges.tsx, wallet-badges.tsx, secure-checkout-note.tsx and the purchase buttons)
 * as the store's classes (store-classes.tsx): plain elements, so a grid of cards costs no styling work per
 * card when it hydrates.
 */
export function productClasses({
  palette,
  typography,
  breakpoints,
  spacing,
  shape,
}: Theme): Record<string, CSSObject> {
  const radius = Number(shape.borderRadius);
  const list = { listStyle: 'none', margin: 0, padding: 0 };
  const caption = { ...typography.caption, margin: 0 };
  return {
    '.store-card': {
      display: 'flex',
      flexDirection: 'column',
      height: '100%',
      boxSizing: 'border-box',
      overflow: 'hidden',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
    },
    '.store-card--accent': { borderTop: '6px solid' },

    // The product card: the picture beside the rating, the name and the price, then the buttons
    // across the card, then the rest of its facts (product-card.tsx says why).
    '.product-card': {
      flexGrow: 1,
      display: 'grid',
      gridTemplateColumns: '112px minmax(0, 1fr)',
      alignContent: 'start',
      columnGap: spacing(2),
      padding: spacing(2),
    },
    '.product-card__picture': { display: 'block', gridColumn: 1, gridRow: 'span 4' },
    '.product-card__beside': { gridColumn: 2, marginBottom: spacing(0.5) },
    '.product-card__below': { gridColumn: '1 / -1', order: 4, margin: spacing(1.5, 0, 0) },
    '.product-card__title': {
      ...typography.h3,
      margin: spacing(0, 0, 0.5),
      gridColumn: 2,
      fontSize: '1.1rem',
      '& a': { color: 'inherit', textDecoration: 'none', '&:hover': { textDecoration: 'underline' } },
    },
    '.product-card__price': { order: 2 },
    '.product-card__subtitle': { ...typography.body2, color: palette.secondary.main, fontWeight: 700 },
    '.product-card__benefit': { ...typography.body2, lineHeight: 1.6 },
    '.product-card__buttons': { display: 'flex', flexDirection: 'column', gap: spacing(1), order: 3 },
    '.product-card__note': { order: 5 },

    '.product-image': { display: 'block', maxWidth: '100%', height: 'auto' },
    '.product-image--card, .product-image--square, .product-image--gallery': {
      width: '100%',
      aspectRatio: '1 / 1',
      objectFit: 'cover',
      backgroundColor: palette.background.sand,
    },
    '.product-image--card': { borderRadius: shape.borderRadius },
    '.product-image--gallery': { objectFit: 'contain', borderRadius: radius * 2 },
    '.product-image--thumbnail': {
      width: 80,
      height: 80,
      objectFit: 'cover',
      borderRadius: shape.borderRadius,
      backgroundColor: palette.grey[100],
    },

    '.product-rating': { display: 'flex' },
    '.product-rating__link': {
      color: 'inherit',
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    '.product-rating__figures': { display: 'flex', alignItems: 'center', gap: spacing(1) },
    '.product-rating__count': typography.body2,

    '.product-price': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: spacing(1.25) },
    '.product-price__now': { fontWeight: 700, fontSize: '1.35rem', color: palette.primary.main },
    '.product-price__was': { fontSize: '1rem' },
    '.product-price--large': {
      '& .product-price__now': { fontSize: '1.75rem' },
      '& .product-price__was': { fontSize: '1.15rem' },
    },

    '.certification-badges': { ...list, display: 'flex', flexWrap: 'wrap', gap: spacing(0.75) },
    '.certification-badges > li': {
      display: 'inline-flex',
      padding: spacing(0, 1),
      border: `1px solid ${palette.secondary.main}`,
      borderRadius: radius * 3,
      color: palette.secondary.main,
      fontSize: '0.8125rem',
      fontWeight: 600,
      lineHeight: 1.2,
    },
    '.certification-badges__badge': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: spacing(0.5),
      minHeight: 24,
      color: 'inherit',
      textDecoration: 'none',
      'a&:hover': { textDecoration: 'underline' },
      '& > svg': { fontSize: 16 },
    },

    '.wallet-badges': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: spacing(1),
      rowGap: spacing(0.75),
    },
    '.wallet-badges__label': { ...caption, fontWeight: 600 },
    '.wallet-badges ul': { ...list, display: 'flex', flexWrap: 'wrap', gap: spacing(0.5) },
    '.wallet-badges li': {
      padding: spacing(0.25, 0.75),
      border: `1px solid ${palette.divider}`,
      borderRadius: shape.borderRadius,
      backgroundColor: palette.background.paper,
      fontSize: '0.7rem',
      fontWeight: 700,
      lineHeight: 1.4,
      whiteSpace: 'nowrap',
    },

    '.secure-checkout-note': {
      ...caption,
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: spacing(0.75),
      '& > svg': { fontSize: 16, color: palette.text.secondary },
    },

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
    '.review__mark': {
      display: 'inline-block',
      padding: spacing(0.25, 1),
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
    '.review__helpful': { ...typography.body2, margin: spacing(1.5, 0, 0) },

    // The ways to buy (purchase-buttons.tsx): a form per way, side by side from sm unless stacked.
    '.purchase-buttons': {
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(1.5),
      [breakpoints.up('sm')]: { flexDirection: 'row' },
    },
    '.purchase-buttons--stacked': { [breakpoints.up('sm')]: { flexDirection: 'column' } },
    '.purchase-form': { display: 'flex' },
    '.purchase-form--full': { flex: 1 },
  };
}
