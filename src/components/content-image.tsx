import { Box, type SxProps, type Theme } from '@mui/material';
import type { Image } from '../domain/types';
// eslint-disable-next-line no-restricted-imports -- Builds image addresses on Sanity's CDN; asks Sanity nothing.
import { sanityImageSrcSet, sanityImageUrl, sanityImageWidth } from '../lib/sanity/image';

export interface ContentImageProps {
  image: Image;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint, e.g. "(min-width: 900px) 25vw, 100vw". */
  sizes: string;
  /** The page's main image above the fold (its LCP element): fetched at once with high priority. */
  priority?: boolean;
  /** Loads now rather than when scrolled near (e.g. the next slide of a slideshow), without high priority. */
  eager?: boolean;
  /** Hides the image from assistive technology when the text beside it already says everything. */
  decorative?: boolean;
  /** The widest file worth fetching (CSS px × device pixel ratio); caps the srcset. */
  maxWidth?: number;
  /** Drawn across the top of a card (`CardPicture`): the theme's `.content-image.card`. */
  card?: boolean;
  /** Styles of its own; without them it is a plain `<img>`, styled by the theme's `.content-image` (and its row's styles). */
  sx?: SxProps<Theme>;
}

/**
 * An image from the content backend, drawn responsively: a srcset from the image CDN, its intrinsic
 * width and height (so the layout never shifts while it loads) and lazy loading unless it is the
 * page's priority image.
 */
export function ContentImage({
  image,
  sizes,
  priority = false,
  eager = false,
  decorative = false,
  maxWidth,
  card = false,
  sx,
}: ContentImageProps) {
  const widest = Math.min(maxWidth ?? sanityImageWidth(image), sanityImageWidth(image));
  const props = {
    className: card ? 'content-image card' : 'content-image',
    src: sanityImageUrl(image, widest),
    srcSet: sanityImageSrcSet(image, widest),
    sizes,
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    alt: decorative ? '' : image.alt,
    loading: priority || eager ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: 'async',
  } as const;
  return sx ? <Box component="img" {...props} sx={sx} /> : <img {...props} />;
}

/**
 * The picture across the top of a card: 16:9, and decorative since the card's title says what it
 * shows. Its frame holds the picture's room on its own, so a carousel can leave the picture out
 * until the page answers taps (src/app/carousel-classes.ts) without moving anything.
 */
export function CardPicture({ image, sizes }: Pick<ContentImageProps, 'image' | 'sizes'>) {
  return (
    <div className="card-picture">
      <ContentImage image={image} sizes={sizes} maxWidth={800} decorative card />
    </div>
  );
}
