/**
 * The Sanity seed dataset as the mock backend serves it. The NDJSON file is the very file an editor
 * imports with `sanity dataset import`; here its `_sanityAsset` image and file fields are turned into
 * what the Content Lake stores after an import: an asset document and a reference to it. Like the
 * Content Lake, every document is stamped with `_createdAt` and `_updatedAt` (see `SEED_DATE`).
 */
import seed from '../data/content.ndjson?raw';
import { mockConfig } from '../../src/config/env-schema';
import { SANITY_FILES_PATH, SANITY_IMAGES_PATH } from '../media/paths';

export type SanityDocument = { _id: string; _type: string; [key: string]: unknown };

const svgFiles = import.meta.glob<string>('../assets/**/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The seed's files (lab certificates), by name only: the local services serve them at SANITY_FILES_PATH
 * (mocks/media/served-files.ts), so the mock backends need no more than to know that each one exists.
 * (`Object.keys` of a glob compiles to the list of names: no file's content is bundled.)
 */
const seedFiles = new Set(Object.keys(import.meta.glob('../assets/**/*.pdf')));

const IMAGE_PREFIX = 'image@file://';
const FILE_PREFIX = 'file@file://';

/**
 * When the seed was written: the `_createdAt` and `_updatedAt` of every seed document that carries
 * none of its own, and of the image assets. Fixed, so that every build of the same seed dates its
 * pages (sitemap.xml's `<lastmod>`) the same way.
 */
export const SEED_DATE = '2026-03-02T09:00:00Z';

/** The Content Lake's own stamps: kept when the seed has them, else the seed's date. */
function stamped(document: SanityDocument): SanityDocument {
  const createdAt = typeof document._createdAt === 'string' ? document._createdAt : SEED_DATE;
  const updatedAt = typeof document._updatedAt === 'string' ? document._updatedAt : createdAt;
  return { ...document, _createdAt: createdAt, _updatedAt: updatedAt };
}

/** `../assets/hero/a.svg` relative to this folder, as the globs above key it. */
function resolveAssetPath(sanityAsset: string, prefix: string): string {
  const relative = sanityAsset.slice(prefix.length);
  const parts = ['mocks', 'data'];
  for (const part of relative.split('/')) {
    if (part === '.' || part === '') continue;
    if (part === '..') parts.pop();
    else parts.push(part);
  }
  const resolved = parts.join('/');
  if (!resolved.startsWith('mocks/assets/')) {
    throw new Error(`Seed asset ${sanityAsset} must point into mocks/assets/`);
  }
  return `../assets/${resolved.slice('mocks/assets/'.length)}`;
}

function svgSize(svg: string, path: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const width = Number(/\bwidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(root)?.[1]);
  if (!width || !height) throw new Error(`${path} needs integer width and height attributes on <svg>`);
  return { width, height };
}

/** A short stable hex digest (FNV-1a), standing in for the SHA-1 that Sanity names assets by. */
function digest(value: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < value.length; index += 1) {
    hash ^= value.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0').repeat(5);
}

function loadDataset(): { documents: SanityDocument[] } {
  const assetDocuments = new Map<string, SanityDocument>();

  function toImageReference(sanityAsset: string): { _type: 'reference'; _ref: string } {
    const path = resolveAssetPath(sanityAsset, IMAGE_PREFIX);
    const body = svgFiles[path];
    if (body === undefined)
      throw new Error(`Seed image ${sanityAsset} has no file at mocks/${path.slice(3)}`);
    const { width, height } = svgSize(body, path);
    const hash = digest(path);
    const id = `image-${hash}-${width}x${height}-svg`;
    const fileName = `${hash}-${width}x${height}.svg`;
    if (!assetDocuments.has(id)) {
      assetDocuments.set(id, {
        _id: id,
        _type: 'sanity.imageAsset',
        assetId: hash,
        extension: 'svg',
        mimeType: 'image/svg+xml',
        originalFilename: path.split('/').pop(),
        path: `images/${mockConfig.sanity.projectId}/${mockConfig.sanity.dataset}/${fileName}`,
        // Sanity's CDN would serve it as https://cdn.sanity.io/images/<project>/<dataset>/<fileName>;
        // the local services serve it on the same path shape, under its seed name.
        url: `${SANITY_IMAGES_PATH}/${path.slice('../assets/'.length)}`,
        metadata: {
          _type: 'sanity.imageMetadata',
          dimensions: { width, height, aspectRatio: width / height },
        },
      });
    }
    return { _type: 'reference', _ref: id };
  }

  function toFileReference(sanityAsset: string): { _type: 'reference'; _ref: string } {
    const path = resolveAssetPath(sanityAsset, FILE_PREFIX);
    if (!seedFiles.has(path))
      throw new Error(`Seed file ${sanityAsset} has no file at mocks/${path.slice(3)}`);
    const fileName = path.split('/').pop() ?? path;
    const extension = fileName.split('.').pop() ?? '';
    const hash = digest(path);
    const id = `file-${hash}-${extension}`;
    if (!assetDocuments.has(id)) {
      assetDocuments.set(id, {
        _id: id,
        _type: 'sanity.fileAsset',
        assetId: hash,
        extension,
        mimeType: extension === 'pdf' ? 'application/pdf' : 'application/octet-stream',
        originalFilename: fileName,
        path: `files/${mockConfig.sanity.projectId}/${mockConfig.sanity.dataset}/${hash}.${extension}`,
        // Sanity's CDN would serve it as https://cdn.sanity.io/<path>; the local services, on that shape.
        url: `${SANITY_FILES_PATH}/${path.slice('../assets/'.length)}`,
      });
    }
    return { _type: 'reference', _ref: id };
  }

  function resolveAssets(value: unknown): unknown {
    if (Array.isArray(value)) return value.map(resolveAssets);
    if (value === null || typeof value !== 'object') return value;
    const entries = Object.entries(value as Record<string, unknown>);
    const result: Record<string, unknown> = {};
    for (const [key, child] of entries) {
      if (key === '_sanityAsset' && typeof child === 'string') {
        result.asset = child.startsWith(FILE_PREFIX) ? toFileReference(child) : toImageReference(child);
      } else result[key] = resolveAssets(child);
    }
    return result;
  }

  const documents = seed
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line, index) => {
      try {
        return resolveAssets(JSON.parse(line)) as SanityDocument;
      } catch (error) {
        throw new Error(`content.ndjson line ${index + 1}: ${(error as Error).message}`);
      }
    });

  return { documents: [...documents, ...assetDocuments.values()].map(stamped) };
}

let cache: ReturnType<typeof loadDataset> | undefined;

/** The dataset, built once on first use. */
export function contentDataset(): ReturnType<typeof loadDataset> {
  cache ??= loadDataset();
  return cache;
}
