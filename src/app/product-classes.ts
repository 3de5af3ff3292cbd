import type { CSSObject, Theme } from '@mui/material/styles';

/**
 * The styles of a product's parts, which a grid repeats in every card and the product page shows
 * too (product-card.tsx, store-card.tsx, product-image.tsx, product-rating.tsx, product-price.tsx,
 * certification-badges.tsx, wallet-badges.tsx, secure-checkout-note.tsx, the purchase buttons and
 * the purchase choice) as the store's classes (store-classes.tsx): plain elements, so a grid of
 * cards costs no styling work per card when it hydrates.
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

    // One-time purchase or Subscribe & save (components/purchase/purchase-choice.tsx): native fields.
    '.purchase-choice': { border: 0, margin: 0, padding: 0, minWidth: 0 },
    '.purchase-choice__legend': { padding: 0, marginBottom: spacing(1), fontWeight: 700 },
    '.purchase-choice__options': { display: 'grid', gap: spacing(1) },
    '.purchase-choice__option': {
      padding: spacing(1.5, 2),
      border: `1px solid ${palette.divider}`,
      borderRadius: radius * 2,
      // The chosen option is outlined, as plain HTML too.
      '&:has(input:checked)': {
        borderColor: palette.primary.main,
        boxShadow: `inset 0 0 0 1px ${palette.primary.main}`,
      },
    },
    '.purchase-choice__label': {
      display: 'flex',
      alignItems: 'center',
      gap: spacing(1.25),
      fontWeight: 700,
      cursor: 'pointer',
      '& > input': { margin: 0, accentColor: palette.primary.main },
    },
    '.purchase-choice__headline': { margin: 0, fontWeight: 700 },
    '.purchase-choice__note, .renewal-terms': {
      ...typography.body2,
      margin: 0,
      color: palette.text.secondary,
    },
    '.purchase-choice__indented': { paddingLeft: spacing(3.5) },
    '.purchase-choice__interval': {
      display: 'flex',
      alignItems: 'center',
      flexWrap: 'wrap',
      gap: spacing(1),
      marginTop: spacing(1),
      '& > label': { ...typography.body2, fontWeight: 600 },
    },
    '.purchase-choice__terms': { marginTop: spacing(1) },
    // A native field (a select) in the store's look.
    '.store-field': {
      minHeight: 40,
      padding: spacing(0, 1),
      font: 'inherit',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      border: `1px solid ${palette.grey[500]}`,
      borderRadius: shape.borderRadius,
    },
    '.store-field--full': { width: '100%' },
  };
}
