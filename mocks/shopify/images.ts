/** Shopify's Image and MediaImage objects for the catalogue's images, with the CDN's size transforms. */
import type { CatalogueImage } from '../data/catalogue';
import type { Args } from './connections';

export function imageObject(image: CatalogueImage) {
  const transformed = (args: Args) => {
    const transform = (args.transform ?? {}) as { maxWidth?: number; maxHeight?: number };
    const params = [
      transform.maxWidth ? `width=${transform.maxWidth}` : '',
      transform.maxHeight ? `height=${transform.maxHeight}` : '',
    ].filter(Boolean);
    return params.length > 0 ? `${image.url}&${params.join('&')}` : image.url;
  };
  return {
    __typename: 'Image',
    id: image.id,
    url: transformed,
    altText: image.altText,
    width: image.width,
    height: image.height,
    thumbhash: null,
    src: image.url,
    originalSrc: image.url,
    transformedSrc: image.url,
  };
}

export function mediaImageObject(image: CatalogueImage, number: number) {
  return {
    __typename: 'MediaImage',
    id: `gid://shopify/MediaImage/${number}`,
    alt: image.altText,
    image: imageObject(image),
    previewImage: imageObject(image),
    mediaContentType: 'IMAGE',
    presentation: null,
  };
}
