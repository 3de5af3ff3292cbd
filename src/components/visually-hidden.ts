/**
 * Styles that keep text for screen readers while hiding it from sight (the usual clip pattern).
 * The text is `position: absolute`, placed where it stands in the text but laid out against the
 * nearest positioned ancestor: an area that scrolls must be that ancestor (`position: relative`),
 * or the hidden words far down its content stretch the frame around it, which then scrolls past
 * its end. The theme makes every dialog's content one; a panel's own scrolling area must be too
 * (the cart drawer's lines).
 */
export const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;
