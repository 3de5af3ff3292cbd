/**
 * Height of the phones' bottom bar (Shop, Quiz, Cart, below md): the layout keeps this much room
 * below the footer so nothing hides under it, and a bar of a page (the product page's buy bar)
 * stands on top of it.
 */
export const BOTTOM_BAR_SPACE = 'calc(56px + env(safe-area-inset-bottom, 0px))';
