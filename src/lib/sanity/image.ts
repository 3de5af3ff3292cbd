import type { Image } from '../../domain/types';

/** Sanity's image CDN resizes on the fly; these are the widths offered in every srcset. */
const WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;

export function sanityImageUrl(image: Image, width: number): string {
  const url = new URL(image.url);
  url.searchParams.set('w', String(Math.min(width, image.width)));
  url.searchParams.set('auto', 'format');
  url.searchParams.set('fit', 'max');
  return url.toString();
}

/** A srcset up to the image's own width, so the browser never fetches more pixels than exist. */
export function sanityImageSrcSet(image: Image, maxWidth = image.width): string {
  const limit = Math.min(maxWidth, image.width);
  const widths = WIDTHS.filter((width) => width < limit);
  return [...widths, limit].map((width) => `${sanityImageUrl(image, width)} ${width}w`).join(', ');
}
