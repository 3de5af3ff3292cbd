import type { Breakpoint } from '@mui/material';
import type { CSSObject, Theme } from '@mui/material/styles';

const BREAKPOINTS: Breakpoint[] = ['xs', 'sm', 'md', 'lg', 'xl'];

/**
 * The width at `breakpoint` (`--slide-width-md`, set by `slideWidthStyle`,
 * src/components/carousel/slide-width.ts): its own, or that of the nearest breakpoint below that
 * has one.
 */
const widthAt = (breakpoint: Breakpoint): string =>
  BREAKPOINTS.slice(0, BREAKPOINTS.indexOf(breakpoint) + 1).reduce(
    (fallback, each) => `var(--slide-width-${each}, ${fallback})`,
    '100%',
  );

/** The carousel's styles (carousel.tsx) as the store's classes (src/app/store-classes.tsx). */
export function carouselClasses({ breakpoints, spacing }: Theme): Record<string, CSSObject> {
  const slide = '.carousel__track > [role="group"]';
  return {
    '.carousel__top': {
      display: 'flex',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: spacing(2),
      marginBottom: spacing(2),
    },
    '.carousel__top--described': { marginBottom: spacing(1) },
    '.carousel__buttons': { display: 'flex', flexShrink: 0, gap: spacing(1) },
    // Without JavaScript the row scrolls natively, and the buttons could not move it.
    'html:not([data-js]) .carousel__buttons': { display: 'none' },
    '.carousel__description': { marginBottom: spacing(2) },
    '.carousel__viewport': { overflow: 'hidden' },
    'html:not([data-js]) .carousel__viewport': { overflowX: 'auto', scrollSnapType: 'x mandatory' },
    '.carousel__track': { display: 'flex', touchAction: 'pan-y pinch-zoom', marginLeft: spacing(-2) },
    [slide]: {
      flex: '0 0 auto',
      width: widthAt('xs'),
      minWidth: 0,
      paddingLeft: spacing(2),
      display: 'flex',
    },
    ...Object.fromEntries(
      BREAKPOINTS.slice(1).map((breakpoint) => [
        breakpoints.up(breakpoint),
        { [slide]: { width: widthAt(breakpoint) } },
      ]),
    ),
    // The row clips what overflows it, the store's focus ring (drawn outside) included: inside a
    // slide the ring is drawn within the element, so it is seen whole on the narrowest phone.
    [`${slide} :focus-visible`]: { outlineOffset: '-3px' },
    // On a phone, the pictures of the slides past the row (a card's, content-image.tsx; a product
    // photo, product-gallery.tsx) come once the page answers taps: lazy loading would fetch them
    // with the page's code (they are near), sharing a slow phone's bandwidth with it for pictures
    // no one can swipe to yet. Their frames keep their room.
    [breakpoints.down('sm')]: {
      [`html[data-js]:not([data-interactive]) .carousel__track > [data-past-the-row] :is(.card-picture, .product-gallery__photo) > img`]:
        { display: 'none' },
    },
  };
}
