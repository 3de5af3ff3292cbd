/**
 * In mock mode the store's images are the repo's own: the seed's SVG files under mocks/assets and
 * the product shots drawn from the catalogue; the seed's other files are the lab certificates'
 * PDFs. The local services serve them (media/handlers.ts) at the paths of Sanity's and Shopify's
 * CDNs (paths.ts); each map below is keyed by the path a file is served at.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { SANITY_FILES_PATH, SANITY_IMAGES_PATH, SHOPIFY_FILES_PATH } from './paths';

export { SANITY_FILES_PATH, SANITY_IMAGES_PATH, SHOPIFY_FILES_PATH } from './paths';
const SEED_ASSETS_DIR = 'mocks/assets';

/** Every mock image as the path it is served at and its SVG text. */
export async function mockImages(root: string): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  const seedDir = path.join(root, SEED_ASSETS_DIR);
  for (const file of readdirSync(seedDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.svg'))
      images.set(
        `${SANITY_IMAGES_PATH}/${file.split(path.sep).join('/')}`,
        readFileSync(path.join(seedDir, file), 'utf8'),
      );
  }
  const [{ catalogue }, { productImageSvg }] = await Promise.all([
    import('../data/catalogue'),
    import('./product-shots'),
  ]);
  for (const product of catalogue) {
    const productImages = product.benefitImage ? [...product.images, product.benefitImage] : product.images;
    for (const image of productImages) {
      images.set(`${SHOPIFY_FILES_PATH}/${image.fileName}`, productImageSvg(product, image));
    }
  }
  return images;
}

/** Every seed file that is not an image (the lab certificates) as the path it is served at and its bytes. */
export function mockFiles(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const seedDir = path.join(root, SEED_ASSETS_DIR);
  for (const entry of readdirSync(seedDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.svg')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(
      `${SANITY_FILES_PATH}/${path.relative(seedDir, file).split(path.sep).join('/')}`,
      readFileSync(file),
    );
  }
  return files;
}
