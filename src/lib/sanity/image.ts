import type { Image } from '../../domain/types';

/** Sanity's image CDN resizes on the fly; these are the widths offered in every srcset. */
const WIDEST = 1600;
const WIDTHS = [320, 480, 640, 960, 1280, WIDEST] as const;

/** The image's own width; one whose size the asset does not state is offered up to the widest. */
export function sanityImageWidth(image: Image): number {
  return image.width ?? WIDEST;
}

export function sanityImageUrl(image: Image, width: number): string {
  const resize = new URLSearchParams({
    w: String(Math.min(width, sanityImageWidth(image))),
    auto: 'format',
    fit: 'max',
  });
  // Asset URLs carry no query of their own; in mock mode they are same-origin paths.
  return `${image.url}?${resize.toString()}`;
}

/** A srcset up to the image's own width, so the browser never fetches more pixels than exist. */
export function sanityImageSrcSet(image: Image, maxWidth = sanityImageWidth(image)): string {
  const limit = Math.min(maxWidth, sanityImageWidth(image));
  const widths = WIDTHS.filter((width) => width < limit);
  return [...widths, limit].map((width) => `${sanityImageUrl(image, width)} ${width}w`).join(', ');
}
