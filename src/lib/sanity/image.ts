import type { Image } from '../../domain/types';

/** Sanity's image CDN resizes on the fly; these are the widths offered in every srcset. */
const WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;

export function sanityImageUrl(image: Image, width: number): string {
  const resize = new URLSearchParams({ w: String(Math.min(width, image.width)), auto: 'format', fit: 'max' });
  // Asset URLs carry no query of their own; in mock mode they are same-origin paths.
  return `${image.url}?${resize.toString()}`;
}

/** A srcset up to the image's own width, so the browser never fetches more pixels than exist. */
export function sanityImageSrcSet(image: Image, maxWidth = image.width): string {
  const limit = Math.min(maxWidth, image.width);
  const widths = WIDTHS.filter((width) => width < limit);
  return [...widths, limit].map((width) => `${sanityImageUrl(image, width)} ${width}w`).join(', ');
}
