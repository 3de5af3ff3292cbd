// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { catalogue } from '../data/catalogue';
import { contentDataset } from '../sanity/dataset';
import { mockImages } from './served-files';

describe('mock images', () => {
  it('has a file for every image the seed content and the catalogue refer to', async () => {
    const files = await mockImages(process.cwd());
    const urls = [
      ...contentDataset()
        .documents.filter((document) => document._type === 'sanity.imageAsset')
        .map((asset) => String(asset.url)),
      ...catalogue.flatMap((product) =>
        [...product.images, ...(product.benefitImage ? [product.benefitImage] : [])].map(
          (image) => image.url,
        ),
      ),
    ];
    expect(urls.length).toBeGreaterThan(200);
    for (const url of urls) {
      const { pathname } = new URL(url, 'http://store.invalid');
      const svg = files.get(pathname);
      expect(svg, url).toMatch(/^<svg[^>]* width="\d+" height="\d+"/);
    }
  });
});
