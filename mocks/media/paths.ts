/**
 * Where the local services serve the seed's images and files, at the paths of the CDNs that serve
 * them for a live store: Sanity's (`cdn.sanity.io/images/<project>/<dataset>/…`, `/files/…`) and
 * Shopify's on a shop's own domain (`/cdn/shop/files/…`). See served-files.ts.
 */
export const SANITY_IMAGES_PATH = '/images/sankofa/production';
export const SANITY_FILES_PATH = '/files/sankofa/production';
export const SHOPIFY_FILES_PATH = '/cdn/shop/files';
