/**
 * The local services' files: the store's images (the seed's SVGs and the product shots drawn from
 * the catalogue) and the seed's other files (the lab certificates), which Shopify's and Sanity's
 * CDNs serve for a live store. Read from the repository on each request, so an edited seed file
 * (lab-reports.test.ts -u) is served at once.
 */
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import {
  SANITY_FILES_PATH,
  SANITY_IMAGES_PATH,
  SHOPIFY_FILES_PATH,
  mockFiles,
  mockImages,
} from './served-files';

/** The Content-Type of a seed file, as the CDN would send it. */
const FILE_TYPES: Record<string, string> = { '.pdf': 'application/pdf' };

const root = () => process.cwd();
let images: Promise<Map<string, string>> | undefined;

const pathOf = (request: Request) => decodeURIComponent(new URL(request.url).pathname);

async function image({ request }: { request: Request }) {
  images ??= mockImages(root());
  const svg = (await images).get(pathOf(request));
  if (svg === undefined) return new HttpResponse('Not Found', { status: 404 });
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}

export const mediaHandlers = [
  http.get(`*${SANITY_IMAGES_PATH}/*`, image),
  http.get(`*${SHOPIFY_FILES_PATH}/*`, image),
  http.get(`*${SANITY_FILES_PATH}/*`, ({ request }) => {
    const name = pathOf(request);
    const file = mockFiles(root()).get(name);
    if (file === undefined) return new HttpResponse('Not Found', { status: 404 });
    return new HttpResponse(new Uint8Array(file), {
      headers: {
        'Content-Type': FILE_TYPES[path.extname(name)] ?? 'application/octet-stream',
        'Content-Length': String(file.length),
      },
    });
  }),
];
