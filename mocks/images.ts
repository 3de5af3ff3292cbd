/**
 * In mock mode the store's images are the repo's own: the seed's SVG files under mocks/assets and
 * the product shots drawn from the catalogue. The build itself serves them at MOCK_IMAGES_PATH
 * (vite.config.ts emits them in mock builds and serves them in dev), so they load with the page,
 * before and without the mock backends. Live builds contain none of them.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

export { MOCK_IMAGES_PATH } from './image-path';
const SEED_IMAGES_DIR = 'mocks/assets';

/** Every mock image as its path under MOCK_IMAGES_PATH and its SVG text. */
export async function mockImages(root: string): Promise<Map<string, string>> {
  const images = new Map<string, string>();
  const seedDir = path.join(root, SEED_IMAGES_DIR);
  for (const file of readdirSync(seedDir, { recursive: true, encoding: 'utf8' })) {
    if (file.endsWith('.svg'))
      images.set(file.split(path.sep).join('/'), readFileSync(path.join(seedDir, file), 'utf8'));
  }
  const [{ catalogue }, { productImageSvg }] = await Promise.all([
    import('./data/catalogue'),
    import('./data/catalogue-art'),
  ]);
  for (const product of catalogue) {
    const productImages = product.benefitImage ? [...product.images, product.benefitImage] : product.images;
    for (const image of productImages) {
      images.set(`products/${image.fileName}`, productImageSvg(product, image));
    }
  }
  return images;
}
