import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import { alpha, type CSSObject, type Theme } from '@mui/material/styles';
import { carouselClasses } from './carousel-classes';
import { CLAIM_MARK_TARGET_SIZE } from '../components/claim-mark';
import { visuallyHidden } from '../components/visually-hidden';
import { conditionCardClasses } from '../features/home/components/condition-card-classes';
import { buttonClasses } from './button-classes';
import { siteFooterClasses } from './layout/site-footer-classes';
import { siteHeaderClasses } from './layout/site-header-classes';
import { productClasses } from './product-classes';
import { privacyQuestionClasses } from './privacy/privacy-question-classes';

/**
 * What every page repeats (the header, the footer, a product card and its parts, the buttons among
 * them, the † of a claim) as plain elements with classes, styled once here from the theme rather
 * than per element: MUI's components style each element as the page hydrates, which on a phone
 * (4x CPU) cost `/shop` 0.5 s before it answered a tap. Part of the baseline (`BaselineStyles`,
 * below), and styled again in a running campaign's colours (campaign-theme-provider.tsx), as MUI's
 * components take them. The classes of one kind of page alone (a product's sections, its reviews)
 * are that page's own `GlobalStyles`, in its code: the other pages neither load nor apply them.
 */
function storeClasses(theme: Theme): Record<string, CSSObject> {
  return {
    // The † of a claim (components/claim-mark.tsx), above a card's stretched link (the home page's
    // condition cards) so it can be tapped. The glyph is about 9×15 px: a 24×24 px square centred on
    // it takes the taps and clicks (WCAG 2.2, 2.5.8 Target Size) without moving a line of the
    // claim, and shows the focus.
    '.claim-mark': {
      position: 'relative',
      zIndex: 1,
      padding: '0 0.1em',
      fontWeight: 700,
      color: theme.palette.primary.main,
      textDecoration: 'underline',
      textUnderlineOffset: '0.15em',
      '&::before': {
        content: '""',
        position: 'absolute',
        left: '50%',
        top: '50%',
        width: CLAIM_MARK_TARGET_SIZE,
        height: CLAIM_MARK_TARGET_SIZE,
        transform: 'translate(-50%, -50%)',
      },
      '&:focus-visible': { outline: 'none' },
      '&:focus-visible::before': { outline: `2px solid ${theme.palette.primary.main}` },
    },
    '.visually-hidden': visuallyHidden,
    // An icon as a plain SVG (components/plain-icon.tsx), as MUI's SvgIcon draws one.
    '.plain-icon': {
      display: 'inline-block',
      flexShrink: 0,
      width: '1em',
      height: '1em',
      fontSize: '1.5rem',
      fill: 'currentColor',
      userSelect: 'none',
    },
    '.plain-icon--small': { fontSize: '1.25rem' },
    '.plain-icon--large': { fontSize: '2.1875rem' },
    '.plain-icon--inherit': { fontSize: 'inherit' },
    '.plain-icon--primary': { color: theme.palette.primary.main },
    '.plain-icon--secondary': { color: theme.palette.secondary.main },
    // A link in running text, as MUI's Link (underlined, in the primary colour).
    '.text-link': {
      color: theme.palette.primary.main,
      textDecoration: 'underline',
      textDecorationColor: alpha(theme.palette.primary.main, 0.4),
      '&:hover': { textDecorationColor: 'inherit' },
    },
    // A title that is a link (a card's, a cart line's): in the text's colour, underlined on hover.
    '.text-link--quiet': {
      color: 'inherit',
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    // A part of a page that could not load, with "Try again" (components/inline-load-error.tsx).
    '.inline-load-error': {
      display: 'flex',
      flexWrap: 'wrap',
      gap: theme.spacing(1),
      alignItems: 'center',
      color: theme.palette.error.main,
      '& > p': { ...theme.typography.body1, flex: '1 1 14rem', margin: 0 },
    },
    // A section of a page that starts below a phone's first screen (the home page's after its
    // carousels, a product page's after its buy box): the browser lays it out and paints it only as
    // it nears the screen, and remembers its size once drawn (the height is a guess until then).
    // Not nested, and not the footer: axe (Lighthouse's accessibility audit, which does not scroll)
    // read colours and sizes wrongly inside such parts there (docs/page-loading.md).
    '.laid-out-when-near': {
      contentVisibility: 'auto',
      containIntrinsicBlockSize: 'auto 720px',
    },
    ...buttonClasses(theme),
    ...siteHeaderClasses(theme),
    ...siteFooterClasses(theme),
    ...productClasses(theme),
    ...carouselClasses(theme),
    ...privacyQuestionClasses(theme),
    ...conditionCardClasses(theme),
  };
}

export function StoreClasses() {
  return <GlobalStyles styles={storeClasses} />;
}

/**
 * The store's baseline styles: MUI's CssBaseline and the store's classes, in the earth tones. The
 * build writes them into every page it makes (prerendered pages and the shell, build/prerender.ts),
 * so a browser reading one of those pages neither loads this module nor works them out again as it
 * hydrates (docs/page-loading.md, idea 6). The app renders them itself only on a page without them
 * (`pageCarriesBaseline`, src/main.tsx).
 */
export function BaselineStyles() {
  return (
    <>
      <CssBaseline />
      <StoreClasses />
    </>
  );
}
