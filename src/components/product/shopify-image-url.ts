import type { ProductImage } from '../../domain/commerce';

/** Widths offered in every srcset (Shopify's CDN resizes on the fly with `width`). */
const WIDTHS = [320, 480, 640, 960, 1280, 1600] as const;

function resizable(url: URL): boolean {
  // Vector images (the mock shop's product shots) are sharp at any size.
  return url.hostname === 'cdn.shopify.com' && !url.pathname.toLowerCase().endsWith('.svg');
}

function parse(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

/** The image's URL at `width` CSS pixels from Shopify's CDN (never wider than the original). */
export function shopifyImageUrl(image: ProductImage, width: number): string {
  const url = parse(image.url);
  if (!url || !resizable(url)) return image.url;
  url.searchParams.set('width', String(Math.min(width, image.width)));
  return url.toString();
}

/**
 * A srcset up to the image's own width for photos on Shopify's CDN; undefined for images the CDN
 * cannot resize (or that need no resizing), which then load from their own URL.
 */
export function shopifyImageSrcSet(image: ProductImage): string | undefined {
  const url = parse(image.url);
  if (!url || !resizable(url)) return undefined;
  const widths = WIDTHS.filter((width) => width < image.width);
  return [...widths, image.width].map((width) => `${shopifyImageUrl(image, width)} ${width}w`).join(', ');
}
