/**
 * In mock mode the store's images are the repo's own: the seed's SVG files under mocks/assets and
 * the product shots drawn from the catalogue. The build itself serves them at MOCK_IMAGES_PATH
 * (build/mock-backends.ts emits them in mock builds and serves them in dev), so they load with the
 * page, before and without the mock backends. The seed's other files (the lab certificates' PDFs)
 * are served the same way at MOCK_FILES_PATH: a shopper's browser opens them as ordinary files of
 * the store, which no service worker could do for Sanity's CDN. Live builds contain none of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export { MOCK_FILES_PATH, MOCK_IMAGES_PATH } from './paths';
const SEED_ASSETS_DIR = 'mocks/assets';

/** Every mock image as its path under MOCK_IMAGES_PATH and its SVG text. */
export async function mockImages(root: string): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  const seedDir = path.join(root, SEED_ASSETS_DIR);
  for (const file of readdirSync(seedDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.svg'))
      images.set(file.split(path.sep).join('/'), readFileSync(path.join(seedDir, file), 'utf8'));
  }
  const [{ catalogue }, { productImageSvg }] = await Promise.all([
    import('../data/catalogue'),
    import('./product-shots'),
  ]);
  for (const product of catalogue) {
    const productImages = product.benefitImage ? [...product.images, product.benefitImage] : product.images;
    for (const image of productImages) {
      images.set(`products/${image.fileName}`, productImageSvg(product, image));
    }
  }
  return images;
}

/** Every seed file that is not an image (the lab certificates) as its path under MOCK_FILES_PATH and its bytes. */
export function mockFiles(root: string): Map<string, Buffer> {
  const files = new Map<string, Buffer>();
  const seedDir = path.join(root, SEED_ASSETS_DIR);
  for (const entry of readdirSync(seedDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || entry.name.endsWith('.svg')) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(seedDir, file).split(path.sep).join('/'), readFileSync(file));
  }
  return files;
}
