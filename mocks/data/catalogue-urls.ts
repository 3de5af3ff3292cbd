import { MOCK_IMAGES_PATH } from '../image-path';

/** Where the mock shop's product images live (Shopify's CDN, cdn.shopify.com, in live mode). */
export const productImageBase = `${MOCK_IMAGES_PATH}/products`;
