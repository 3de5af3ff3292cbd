import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * The footer's styles (site-footer.tsx, footer-columns.tsx, social-links.tsx) as the store's
 * classes (../store-classes.tsx): its elements are plain, so the footer of every page hydrates with
 * no styling work.
 */
export function siteFooterClasses({
  palette,
  breakpoints,
  typography,
  spacing,
}: Theme): Record<string, CSSObject> {
  const list = { listStyle: 'none', margin: 0, padding: 0 };
  const link = {
    color: palette.text.primary,
    textDecoration: 'none',
    '&:hover': { textDecoration: 'underline' },
  };
  const small = { ...typography.body2, margin: 0 };
  return {
    '.site-footer': {
      backgroundColor: palette.background.sand,
      padding: spacing(5, 0, 4),
      [breakpoints.up('md')]: { paddingTop: spacing(7) },
    },
    '.site-footer__inner': {
      maxWidth: breakpoints.values.lg,
      margin: '0 auto',
      padding: spacing(0, 2),
      [breakpoints.up('sm')]: { padding: spacing(0, 3) },
    },
    '.site-footer__top': {
      display: 'grid',
      gap: spacing(5),
      [breakpoints.up('md')]: { gridTemplateColumns: '1fr 2fr' },
    },
    '.site-footer__brand': {
      margin: 0,
      fontFamily: typography.h1.fontFamily,
      fontWeight: 700,
      fontSize: '1.35rem',
    },
    '.site-footer__tagline': { margin: spacing(1, 0, 2), maxWidth: 360 },
    '.site-footer__social': { ...list, display: 'flex', gap: spacing(1) },
    '.site-footer__social-link': {
      display: 'inline-flex',
      padding: spacing(1),
      borderRadius: '50%',
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      fontSize: '1.5rem',
      transition: 'background-color 150ms',
      '&:hover': { backgroundColor: palette.background.default },
      '&:active': { filter: 'brightness(0.9)' },
    },
    '.site-footer__columns': {
      display: 'grid',
      gap: spacing(3),
      gridTemplateColumns: 'repeat(2, 1fr)',
      [breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
    },
    '.site-footer__column-title': {
      margin: spacing(0, 0, 1),
      fontSize: '1rem',
      lineHeight: 1.75,
      fontWeight: 700,
    },
    '.site-footer__links': list,
    '.site-footer__link': { ...link, display: 'inline-block', padding: spacing(0.5, 0) },
    '.site-footer__badges': {
      ...list,
      display: 'flex',
      flexWrap: 'wrap',
      gap: spacing(1.5),
      margin: spacing(5, 0, 3),
    },
    '.site-footer__badge': {
      ...link,
      display: 'inline-flex',
      alignItems: 'center',
      gap: spacing(1),
      padding: spacing(0.75, 1.5),
      borderRadius: 99,
      backgroundColor: palette.background.paper,
      fontWeight: 600,
      fontSize: '0.875rem',
    },
    // The statement every † leads to: kept clear of the sticky header when followed.
    '.site-footer__fda': { ...small, marginBottom: spacing(3), maxWidth: 900, scrollMarginTop: 128 },
    '.site-footer__rule': { margin: 0, border: 0, borderBottom: `thin solid ${palette.divider}` },
    '.site-footer__legal': {
      display: 'flex',
      flexWrap: 'wrap',
      columnGap: spacing(3),
      rowGap: spacing(1),
      marginTop: spacing(3),
    },
    '.site-footer__small': small,
    '.site-footer__privacy': {
      ...small,
      color: palette.text.secondary,
      background: 'none',
      border: 0,
      padding: 0,
      cursor: 'pointer',
      textDecoration: 'underline',
      textDecorationColor: alpha(palette.text.secondary, 0.4),
      verticalAlign: 'baseline',
      '&:hover': { textDecorationColor: 'inherit' },
    },
  };
}
