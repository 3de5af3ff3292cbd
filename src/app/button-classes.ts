import { alpha, type CSSObject, type Theme } from '@mui/material/styles';

/**
 * The look of MUI's Button and IconButton as the store's classes (store-classes.tsx), for the buttons and
 * links every page repeats (the header's, a product card's): a plain `<a>` or `<button>` with
 * `className="button button--contained"` looks like `<Button variant="contained">` and costs no
 * styling work when the page hydrates. Keyboard focus gets the theme's ring (`:focus-visible`).
 *
 * - `button`, with `button--text`, `button--outlined` or `button--contained` (in the primary
 *   colour, as MUI's default), `button--inherit` (in the colour of the text around it, as
 *   `color="inherit"`), `button--error` (`color="error"`, with `button--text`), `button--small` or
 *   `button--large`, and `button--full` (`fullWidth`);
 * - `button__icon`: the icon before the words (`startIcon`);
 * - `icon-button`: a round button of one icon (IconButton, `color="inherit"`), and
 *   `carousel-button` (components/carousel/carousel-button.tsx), with `carousel-button--on-image`
 *   for one on a photo.
 */
export function buttonClasses({ palette, typography, shape, transitions }: Theme): Record<string, CSSObject> {
  const hover = (styles: CSSObject) => ({ '@media (hover: hover)': { '&:hover': styles } });
  const pressed = { '&:active:not(:disabled)': { filter: 'brightness(0.9)' } };
  const primaryHover = alpha(palette.primary.main, palette.action.hoverOpacity);
  return {
    '.button': {
      ...typography.button,
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      position: 'relative',
      boxSizing: 'border-box',
      minWidth: 64,
      margin: 0,
      padding: '6px 16px',
      border: 0,
      borderRadius: shape.borderRadius,
      color: palette.primary.main,
      backgroundColor: 'transparent',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      verticalAlign: 'middle',
      transition: transitions.create(['background-color', 'border-color', 'color'], { duration: 250 }),
      ...pressed,
      '&:disabled': { color: palette.action.disabled, cursor: 'default', pointerEvents: 'none' },
    },
    '.button--text': { padding: '6px 8px', ...hover({ backgroundColor: primaryHover }) },
    '.button--outlined': {
      padding: '5px 15px',
      border: `1px solid ${alpha(palette.primary.main, 0.5)}`,
      ...hover({ borderColor: palette.primary.main, backgroundColor: primaryHover }),
      '&:disabled': { borderColor: palette.action.disabledBackground },
    },
    '.button--contained': {
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      ...hover({ backgroundColor: palette.primary.dark }),
      '&:disabled': { backgroundColor: palette.action.disabledBackground },
    },
    '.button--inherit': {
      color: 'inherit',
      borderColor: 'currentColor',
      ...hover({
        borderColor: 'currentColor',
        backgroundColor: alpha(palette.text.primary, palette.action.hoverOpacity),
      }),
    },
    '.button--error': {
      color: palette.error.main,
      ...hover({ backgroundColor: alpha(palette.error.main, palette.action.hoverOpacity) }),
    },
    '.button--small': {
      padding: '4px 10px',
      fontSize: '0.8125rem',
      '&.button--text': { padding: '4px 5px' },
      '&.button--outlined': { padding: '3px 9px' },
    },
    '.button--large': {
      padding: '8px 22px',
      fontSize: '0.9375rem',
      '&.button--text': { padding: '8px 11px' },
      '&.button--outlined': { padding: '7px 21px' },
    },
    '.button--full': { width: '100%' },
    '.button__icon': {
      display: 'inherit',
      marginRight: 8,
      marginLeft: -4,
      '& > svg': { fontSize: 20 },
    },
    // A button at work (`aria-busy`): a ring turns before its words, the look of MUI's
    // CircularProgress at 16 px without its code. The ways to buy (purchase-buttons.tsx) show it
    // while the cart answers, and so does Add to Cart held until the app listens
    // (src/lib/hydration/boot.js, 5). A button with its own icon keeps it.
    '.button[aria-busy="true"]:not(:has(.button__icon))::before': {
      content: '""',
      boxSizing: 'border-box',
      width: 16,
      height: 16,
      marginRight: 8,
      marginLeft: -4,
      border: '2px solid currentColor',
      borderRightColor: 'transparent',
      borderRadius: '50%',
      animation: 'button-busy 1.4s linear infinite',
    },
    '@keyframes button-busy': { to: { transform: 'rotate(360deg)' } },
    '.icon-button': {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      flex: '0 0 auto',
      boxSizing: 'border-box',
      margin: 0,
      padding: 8,
      border: 0,
      borderRadius: '50%',
      fontSize: '1.5rem',
      color: 'inherit',
      backgroundColor: 'transparent',
      textDecoration: 'none',
      cursor: 'pointer',
      transition: transitions.create('background-color', { duration: 150 }),
      ...hover({ backgroundColor: alpha(palette.action.active, palette.action.hoverOpacity) }),
      ...pressed,
    },
    '.carousel-button': {
      width: 44,
      height: 44,
      border: `1px solid ${palette.divider}`,
      color: palette.text.primary,
      backgroundColor: palette.background.paper,
      ...hover({ backgroundColor: palette.action.hover }),
      '&:focus-visible': { outline: `3px solid ${palette.primary.main}`, outlineOffset: 2 },
    },
    '.carousel-button--on-image': {
      borderColor: 'rgba(255,255,255,0.7)',
      color: '#fff',
      backgroundColor: 'rgba(20,12,6,0.6)',
      ...hover({ backgroundColor: 'rgba(20,12,6,0.85)' }),
      '&:focus-visible': { outlineColor: '#fff' },
    },
  };
}
