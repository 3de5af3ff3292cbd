import { createTheme, type Theme } from '@mui/material/styles';

declare module '@mui/material/styles' {
  interface TypeBackground {
    /** The warm sand of the footer and quiet bands; body text on it stays above 7:1. */
    sand: string;
  }
}

/** The two brand colours a seasonal campaign may swap; both must carry white text at 4.5:1. */
export interface BrandColors {
  primary: string;
  secondary: string;
}

const earthTones: BrandColors = { primary: '#8a4b14', secondary: '#1f5f4a' };

// A serif that every system already has gives headings a warm, editorial voice at no download cost.
const headingFont = 'Georgia, Cambria, "Times New Roman", Times, serif';

/**
 * The store's one theme: warm earth tones whose text colours pass WCAG AA on every background
 * used (cream, white, sand), with a keyboard focus ring on every interactive element.
 */
export function createStoreTheme(colors: BrandColors = earthTones): Theme {
  return createTheme({
    palette: {
      primary: { main: colors.primary, contrastText: '#ffffff' },
      secondary: { main: colors.secondary, contrastText: '#ffffff' },
      background: { default: '#fffaf4', paper: '#ffffff', sand: '#f6eadb' },
      text: { primary: '#2b1d12', secondary: '#5b4636' },
      divider: 'rgba(43, 29, 18, 0.14)',
    },
    shape: { borderRadius: 12 },
    // MUI draws this ring on the focus-visible state of every component, in the primary colour.
    focusVisible: { outlineWidth: 3, outlineOffset: 2 },
    typography: {
      fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
      h1: {
        fontFamily: headingFont,
        fontWeight: 700,
        fontSize: 'clamp(2rem, 5vw, 3.25rem)',
        lineHeight: 1.15,
      },
      h2: {
        fontFamily: headingFont,
        fontWeight: 700,
        fontSize: 'clamp(1.6rem, 3.5vw, 2.4rem)',
        lineHeight: 1.2,
      },
      h3: { fontFamily: headingFont, fontWeight: 700, fontSize: '1.35rem' },
      button: { textTransform: 'none', fontWeight: 700 },
    },
    components: {
      MuiCssBaseline: {
        styleOverrides: (theme: Theme) => ({
          // Anchors and the skip link's target land below the sticky header, not under it.
          html: { scrollPaddingTop: 96 },
          // Native elements (plain links, summary, the skip target) get the same ring as MUI's.
          ':focus-visible': {
            outline: `3px solid ${theme.palette.primary.main}`,
            outlineOffset: 2,
          },
          // Where no script runs (no <html data-js>), what needs one is not shown, and notes say so
          // (components/no-script-note.tsx).
          'html:not([data-js]) [data-needs-script]': { display: 'none !important' },
          // An image from the content backend (components/content-image.tsx), at its own ratio.
          '.content-image': { display: 'block', maxWidth: '100%', height: 'auto' },
          '.card-picture': { aspectRatio: '16 / 9' },
          '.content-image.card': { width: '100%', aspectRatio: '16 / 9', objectFit: 'cover' },
          // A row of stars (components/star-rating.tsx): amber, 3:1 against white cards.
          '.star-rating': { display: 'inline-flex', color: '#a35f00' },
          '.no-script-note': {
            display: 'block',
            margin: '8px 0',
            fontSize: '0.875rem',
            color: theme.palette.text.secondary,
            '&.on-colour': { color: 'inherit' },
          },
          '@media (prefers-reduced-motion: reduce)': {
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
              scrollBehavior: 'auto !important',
            },
          },
        }),
      },
      // No click ripple (its code is left out of the build: build/mui-theme.ts); a pressed button
      // darkens instead, and keyboard focus keeps its ring.
      MuiButtonBase: {
        defaultProps: { disableRipple: true },
        styleOverrides: { root: { '&:active:not(:disabled)': { filter: 'brightness(0.9)' } } },
      },
      MuiButton: { defaultProps: { disableElevation: true } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'inherit' } },
      // A dialog's content scrolls between its title and its buttons. It is also the containing block
      // of what it holds out of flow (visually hidden labels are `position: absolute`): otherwise
      // those sit, by their place in the text, far below the dialog's frame, and the frame itself
      // scrolls to reach them, carrying the title, Close and the buttons off the screen.
      MuiDialogContent: { styleOverrides: { root: { position: 'relative' } } },
    },
  });
}

export const theme = createStoreTheme();
