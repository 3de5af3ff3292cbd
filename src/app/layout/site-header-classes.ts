import type { CSSObject, Theme } from '@mui/material/styles';
import type { Breakpoint } from '@mui/material/styles';

/**
 * The header's styles (site-header.tsx and the controls in it), the phone's bottom bar's
 * (mobile-bottom-bar.tsx) and `ForScreens`' (for-screens.tsx), as the store's classes
 * (../store-classes.tsx): their elements are plain, so the frame of every page hydrates with no
 * styling work. Its buttons take the store's button classes (src/app/button-classes.ts).
 */
export function siteHeaderClasses(theme: Theme): Record<string, CSSObject> {
  const { palette, breakpoints, typography, spacing, zIndex, shadows } = theme;
  return {
    ...forScreensClasses(theme),
    '.site-header': {
      position: 'sticky',
      top: 0,
      zIndex: zIndex.appBar,
      display: 'flex',
      flexDirection: 'column',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      borderBottom: `1px solid ${palette.divider}`,
    },
    '.site-header__row': {
      position: 'relative',
      display: 'flex',
      alignItems: 'center',
      gap: spacing(0.5),
      boxSizing: 'border-box',
      width: '100%',
      maxWidth: breakpoints.values.xl,
      minHeight: 56,
      margin: '0 auto',
      padding: spacing(0, 1.5),
      '@media (orientation: landscape)': { minHeight: 48 },
      [breakpoints.up('sm')]: { minHeight: 64 },
      [breakpoints.up('md')]: { padding: spacing(0, 2) },
      [breakpoints.up('lg')]: { padding: spacing(0, 3) },
    },
    '.site-header__space': { flexGrow: 1 },
    '.site-header__brand': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: spacing(0.75),
      minWidth: 0,
      color: 'inherit',
      textDecoration: 'none',
      fontFamily: typography.h1.fontFamily,
      fontWeight: 700,
      fontSize: '1.15rem',
      lineHeight: 1.15,
      borderRadius: theme.shape.borderRadius,
      [breakpoints.up('md')]: { whiteSpace: 'nowrap', flexShrink: 0 },
      [breakpoints.up('lg')]: { fontSize: '1.35rem' },
      '& > svg': { color: palette.primary.main },
    },
    '.site-header__nav': { display: 'flex', flexShrink: 0, marginLeft: spacing(2) },
    '.site-header__nav-link': {
      minWidth: 0,
      flexShrink: 0,
      padding: spacing(0.75, 1.25),
      whiteSpace: 'nowrap',
      fontWeight: 600,
      '&[aria-current="page"]': {
        color: palette.primary.main,
        boxShadow: `inset 0 -3px 0 ${palette.primary.main}`,
        borderRadius: 0,
      },
    },
    '.site-header__no-shrink': { flexShrink: 0, whiteSpace: 'nowrap' },
    '.site-header__account': { display: 'flex', alignItems: 'center', gap: spacing(0.5), flexShrink: 0 },
    '.site-header__account-name': {
      display: 'inline-flex',
      alignItems: 'center',
      gap: spacing(0.75),
      maxWidth: 160,
      fontWeight: 600,
      '& > span': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
    },
    // An icon with its word under it (Admin, Subscriptions).
    '.site-header__captioned': {
      flexDirection: 'column',
      flexShrink: 0,
      minWidth: 0,
      gap: spacing(0.25),
      padding: spacing(0.25, 0.5),
      fontSize: '0.75rem',
      fontWeight: 600,
      lineHeight: 1.2,
      whiteSpace: 'nowrap',
      '& > svg': { fontSize: 20 },
    },
    // The search box's look (lg and up): its words end in an ellipsis when the header is full, and
    // the key hint shows only on the widest screens, where there is room.
    '.site-header__search': {
      display: 'flex',
      alignItems: 'center',
      minWidth: 0,
      flex: '0 0 auto',
      [breakpoints.up('lg')]: { flex: '0 1 340px' },
    },
    '.site-header__search-box': {
      flex: '1 1 auto',
      minWidth: 0,
      justifyContent: 'flex-start',
      whiteSpace: 'nowrap',
      color: palette.text.secondary,
      borderColor: palette.divider,
      backgroundColor: palette.background.default,
      fontWeight: 400,
      '&:hover': { borderColor: palette.divider },
    },
    '.site-header__search-words': {
      flexGrow: 1,
      minWidth: 0,
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      textAlign: 'left',
    },
    '.site-header__key-hint': {
      display: 'none',
      marginLeft: spacing(1.5),
      padding: spacing(0, 0.75),
      border: `1px solid ${palette.divider}`,
      borderRadius: theme.shape.borderRadius,
      fontFamily: 'inherit',
      fontSize: '0.75rem',
      lineHeight: 1.6,
      [breakpoints.up('xl')]: { display: 'inline' },
    },
    '.site-header__cart-icon': { position: 'relative', display: 'inline-flex' },
    // The cart's count (a span: MUI's Badge is 1.3 kB).
    '.site-header__cart-count': {
      position: 'absolute',
      top: -8,
      right: -10,
      minWidth: 20,
      height: 20,
      boxSizing: 'border-box',
      padding: spacing(0, 0.5),
      borderRadius: 10,
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      fontSize: '0.75rem',
      fontWeight: 700,
      lineHeight: '20px',
      textAlign: 'center',
    },
    '.site-header__menu-button': { marginLeft: -12 },
    // The phone's menu as plain links below the header, shown only when the address targets it.
    '.site-header__page-menu': {
      display: 'none',
      '&:target': { display: 'block' },
      position: 'absolute',
      top: '100%',
      left: 0,
      right: 0,
      backgroundColor: palette.background.paper,
      borderBottom: `1px solid ${palette.divider}`,
      boxShadow: shadows[3],
      '& ul': { listStyle: 'none', margin: 0, padding: spacing(1) },
      '& a': { display: 'block', padding: spacing(1.5, 2), color: 'inherit' },
    },
    // The phone's bottom bar (mobile-bottom-bar.tsx), in the look of MUI's BottomNavigation on an
    // elevated Paper.
    '.bottom-bar': {
      position: 'fixed',
      left: 0,
      right: 0,
      bottom: 0,
      zIndex: zIndex.appBar,
      display: 'flex',
      justifyContent: 'center',
      height: 56,
      paddingBottom: 'env(safe-area-inset-bottom, 0px)',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      boxShadow: shadows[8],
    },
    '.bottom-bar__action': {
      flex: 1,
      display: 'inline-flex',
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      minWidth: 80,
      maxWidth: 168,
      padding: spacing(0, 1.5),
      color: palette.text.secondary,
      textDecoration: 'none',
      WebkitTapHighlightColor: 'transparent',
      userSelect: 'none',
      '&:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: -2 },
      '&:active': { filter: 'brightness(0.9)' },
    },
    '.bottom-bar__action--current': {
      color: palette.primary.main,
      '& .bottom-bar__label': { fontSize: '0.875rem' },
    },
    '.bottom-bar__label': { fontFamily: typography.fontFamily, fontSize: '0.75rem' },
  };
}

/**
 * `ForScreens`: before hydration, CSS shows the range's children (`for-screens--from-md`: md and
 * wider; `for-screens--below-md`: narrower); once hydrated, the wrapper is `for-screens` alone.
 */
function forScreensClasses({ breakpoints }: Theme): Record<string, CSSObject> {
  const ranges: Breakpoint[] = ['sm', 'md', 'lg', 'xl'];
  return Object.fromEntries([
    ['.for-screens', { display: 'contents' }],
    ...ranges.flatMap((at): [string, CSSObject][] => [
      [`.for-screens--from-${at}`, { display: 'none', [breakpoints.up(at)]: { display: 'contents' } }],
      [`.for-screens--below-${at}`, { [breakpoints.up(at)]: { display: 'none' } }],
    ]),
  ]);
}
