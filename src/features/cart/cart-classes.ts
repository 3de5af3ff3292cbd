import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * The styles of the cart's parts (cart-drawer.tsx and, in components/, the lines, the quantity
 * stepper, the totals and the summary) as classes in the manner of the store's
 * (src/app/store-classes.tsx): plain elements, so the drawer's first opening after Add to Cart
 * styles one sheet rather than each of its elements. The drawer and the cart page's details render
 * them (`GlobalStyles`); their buttons are the store's (`button`, `icon-button`).
 */
export function cartClasses({
  palette,
  typography,
  spacing,
  shape,
  breakpoints,
}: Theme): Record<string, CSSObject> {
  const divider = `1px solid ${palette.divider}`;
  const secondary = { ...typography.body2, margin: 0, color: palette.text.secondary };
  return {
    // The drawer (its paper is MUI's Drawer's): the title with Close, the lines, the footer.
    '.cart-drawer': { width: '100%', [breakpoints.up('sm')]: { width: 440 } },
    '.cart-drawer__head': {
      display: 'flex',
      alignItems: 'center',
      gap: spacing(1),
      padding: spacing(1.5, 2),
      borderBottom: divider,
    },
    '.cart-drawer__title': { ...typography.h3, margin: 0 },
    '.cart-drawer__count': { margin: 0, color: palette.text.secondary },
    '.cart-drawer__close': { marginLeft: 'auto', marginRight: -12, color: palette.action.active },
    // Only the lines scroll, between the title (with Close) and Checkout. The list is the containing
    // block of its visually hidden labels (position: absolute), so they stay inside it rather than
    // making the whole drawer scroll past its end.
    '.cart-drawer__lines': { flex: 1, overflowY: 'auto', position: 'relative', padding: spacing(0, 2) },
    '.cart-drawer__findings': { paddingBottom: spacing(2) },
    '.cart-drawer__error': { padding: spacing(4, 0) },
    '.cart-drawer__empty': {
      textAlign: 'center',
      padding: spacing(8, 0),
      '& > svg': {
        display: 'block',
        margin: spacing(0, 'auto', 1),
        fontSize: 56,
        color: palette.primary.main,
      },
      '& > p': { margin: spacing(0, 0, 3), fontWeight: 600 },
    },
    '.cart-drawer__foot': {
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(1.5),
      padding: spacing(2),
      borderTop: divider,
    },

    // The lines (components/cart-line-list.tsx, cart-line-item.tsx).
    '.cart-lines': { listStyle: 'none', margin: 0, padding: 0, '&:focus': { outline: 'none' } },
    '.cart-line': {
      display: 'grid',
      gridTemplateColumns: '80px 1fr auto',
      columnGap: spacing(2),
      padding: spacing(2, 0),
      '& + &': { borderTop: divider },
    },
    '.cart-line__blank': {
      width: 80,
      height: 80,
      borderRadius: shape.borderRadius,
      backgroundColor: palette.grey[100],
    },
    '.cart-line__about': {
      display: 'flex',
      flexDirection: 'column',
      gap: spacing(0.5),
      minWidth: 0,
      '& > p': { margin: 0 },
    },
    '.cart-line__title': { fontWeight: 700 },
    '.cart-line__note': secondary,
    '.cart-line__plan': { ...typography.body2 },
    '.cart-line__actions': {
      display: 'flex',
      flexWrap: 'wrap',
      alignItems: 'center',
      columnGap: spacing(1),
      paddingTop: spacing(0.5),
      color: palette.text.secondary,
    },
    '.cart-line__total': { margin: 0, fontWeight: 700, whiteSpace: 'nowrap' },

    // A line's quantity (components/quantity-stepper.tsx).
    '.quantity-stepper': {
      display: 'inline-flex',
      alignItems: 'center',
      border: divider,
      borderRadius: shape.borderRadius,
      color: palette.text.primary,
    },
    '.quantity-stepper__button': { padding: 5, color: palette.action.active },
    '.quantity-stepper__count': { minWidth: 32, textAlign: 'center', fontWeight: 600 },

    // What the cart costs (components/cart-totals.tsx, cart-summary.tsx).
    '.cart-summary': { display: 'flex', flexDirection: 'column', gap: spacing(2), '& > p': { margin: 0 } },
    '.cart-summary__waiting': { color: palette.text.secondary },
    '.cart-summary__age': { ...typography.body2 },
    '.cart-summary__code-field': { minHeight: 40 },
    '.cart-totals': {
      display: 'grid',
      gridTemplateColumns: '1fr auto',
      alignItems: 'center',
      rowGap: spacing(1),
      columnGap: spacing(2),
      margin: 0,
      '& dd': { margin: 0, textAlign: 'right' },
    },
    // A discount's term and amount, in the grid's rows as if the group were not there.
    '.cart-totals__row': { display: 'contents' },
    '.cart-totals__discount': { display: 'flex', alignItems: 'center', gap: spacing(0.5), minWidth: 0 },
    // A discount's code, as MUI's small outlined Chip in the success colour. A long code ends in
    // an ellipsis rather than pushing the line apart.
    '.cart-totals__code': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: spacing(0.5),
      minWidth: 0,
      height: 24,
      boxSizing: 'border-box',
      padding: spacing(0, 1, 0, 0.75),
      border: `1px solid ${alpha(palette.success.main, 0.7)}`,
      borderRadius: 12,
      color: palette.success.main,
      fontSize: '0.8125rem',
      '& > svg': { fontSize: 18 },
      '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    },
    '.cart-totals__remove': {
      padding: 5,
      color: palette.action.active,
      '&:disabled': { color: palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
    },
    '.cart-totals__saves': { color: palette.success.dark, fontWeight: 600 },
    '.cart-totals__later': { color: palette.text.secondary, fontWeight: 600 },
    '.cart-totals__total': { fontWeight: 700, fontSize: '1.15rem' },
    '.cart-totals__note': { ...typography.caption, margin: 0, color: palette.text.secondary },

    // A control that waits while the cart changes (components/waiting-button.ts).
    '.waiting-button[aria-disabled="true"]': { opacity: 0.45, cursor: 'default' },
  };
}
