import type { CSSObject, Theme } from '@mui/material/styles';
import { BOTTOM_BAR_SPACE } from '../../../components/bottom-bar-space';

/**
 * The styles of a product's page and of its parts, on the page and in its detail dialog
 * (product-route.tsx, product-gallery.tsx, product-buy-box.tsx, sticky-buy-bar.tsx,
 * product-about.tsx, product-facts.tsx, product-lab-reports.tsx), as classes in the manner of the
 * store's (src/app/store-classes.tsx): plain elements, so they hydrate with no styling work per
 * element. The page and the dialog each render them (`GlobalStyles`), so no other page carries
 * them.
 */
export function productSectionClasses({
  palette,
  typography,
  breakpoints,
  spacing,
  shadows,
  zIndex,
}: Theme): Record<string, CSSObject> {
  const list = { listStyle: 'none', margin: 0, padding: 0 };
  const column = (gap: number) => ({ display: 'flex', flexDirection: 'column', gap: spacing(gap) }) as const;
  return {
    // The product page (product-route.tsx): its name over the buy box, then its sections.
    '.product-page__buy': column(3),
    '.product-page__title': { ...typography.h1, margin: 0, fontSize: 'clamp(1.9rem, 4vw, 2.6rem)' },
    '.product-page__section': { marginTop: spacing(5), [breakpoints.up('md')]: { marginTop: spacing(8) } },
    '.product-page__section--about': { maxWidth: 800 },
    '.product-page__section--reviews': { maxWidth: 900 },
    // A photo of the gallery (product-gallery.tsx), in a frame that keeps its room
    // (src/app/carousel-classes.ts).
    '.product-gallery__photo': { width: '100%', aspectRatio: '1 / 1' },
    // The phone's buy bar (sticky-buy-bar.tsx), above the bottom bar; it slides away (`--away`)
    // while the page's own Add to Cart or its footer shows.
    '.sticky-buy-bar': {
      position: 'fixed',
      left: 0,
      right: 0,
      bottom: BOTTOM_BAR_SPACE,
      zIndex: zIndex.appBar,
      display: 'flex',
      alignItems: 'center',
      gap: spacing(1.5),
      padding: spacing(1, 2),
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      borderTop: `1px solid ${palette.divider}`,
      boxShadow: shadows[8],
      transition: 'transform 150ms ease-out, visibility 150ms',
    },
    '.sticky-buy-bar--away': { visibility: 'hidden', transform: 'translateY(100%)' },
    '.sticky-buy-bar > .button': { flexShrink: 0, whiteSpace: 'nowrap' },
    '.sticky-buy-bar__words': { flex: 1, minWidth: 0 },
    '.sticky-buy-bar__title': {
      ...typography.body2,
      margin: 0,
      fontWeight: 700,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
    },
    '.sticky-buy-bar__price': {
      ...typography.body2,
      margin: 0,
      color: palette.primary.main,
      fontWeight: 700,
    },
    // The buy box (product-buy-box.tsx), on the page and in the detail dialog.
    '.buy-box': column(2),
    '.buy-box__subtitle': { margin: 0, color: palette.secondary.main, fontWeight: 700 },
    '.buy-box__note': { ...typography.body2, margin: 0 },

    '.product-section__title': { ...typography.h3, margin: spacing(0, 0, 1), fontSize: '1.2rem' },
    '.product-section__title--icon': { display: 'flex', alignItems: 'center', gap: spacing(1) },
    '.product-section__icon': { color: palette.secondary.main },
    '.product-section__subtitle': { margin: spacing(0, 0, 0.5), fontSize: '1rem', fontWeight: 700 },
    '.product-section__text': { margin: 0, color: palette.text.secondary, lineHeight: 1.7 },
    '.product-section__text--lines': { whiteSpace: 'pre-line' },
    '.product-about': column(3),
    '.key-benefits': { ...list, display: 'grid', gap: spacing(1) },
    '.key-benefits > li': { display: 'flex', alignItems: 'flex-start', gap: spacing(1) },
    '.key-benefits__icon': { marginTop: spacing(0.25), color: palette.secondary.main },
    '.product-facts': column(2.5),
    '.lab-lots': { ...list, display: 'grid', gap: spacing(1) },
    '.lab-lots__lot': { fontWeight: 700 },
    '.lab-lots__test': { color: palette.text.secondary },
    '.lab-lots__how': { display: 'inline-block', marginTop: spacing(1.5) },
  };
}
