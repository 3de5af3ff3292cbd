/**
 * The local services' files: the store's images (the seed's SVGs and the product shots drawn from
 * the catalogue) and the seed's other files (the lab certificates), which Shopify's and Sanity's
 * CDNs serve for a live store. Read from the repository on each request, so an edited seed file
 * (lab-reports.test.ts -u) is served at once.
 */
import path from 'node:path';
import { http, HttpResponse } from 'msw';
import { MOCK_FILES_PATH, MOCK_IMAGES_PATH, mockFiles, mockImages } from './served-files';

/** The Content-Type of a seed file, as the CDN would send it. */
const FILE_TYPES: Record<string, string> = { '.pdf': 'application/pdf' };

const root = () => process.cwd();
let images: Promise<Map<string, string>> | undefined;

const nameUnder = (request: Request, mountPath: string) =>
  decodeURIComponent(new URL(request.url).pathname.slice(mountPath.length + 1));

export const mediaHandlers = [
  http.get(`*${MOCK_IMAGES_PATH}/*`, async ({ request }) => {
    images ??= mockImages(root());
    const svg = (await images).get(nameUnder(request, MOCK_IMAGES_PATH));
    if (svg === undefined) return new HttpResponse('Not Found', { status: 404 });
    return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
  }),
  http.get(`*${MOCK_FILES_PATH}/*`, ({ request }) => {
    const name = nameUnder(request, MOCK_FILES_PATH);
    const file = mockFiles(root()).get(name);
    if (file === undefined) return new HttpResponse('Not Found', { status: 404 });
    return new HttpResponse(new Uint8Array(file), {
      headers: { 'Content-Type': FILE_TYPES[path.extname(name)] ?? 'application/octet-stream' },
    });
  }),
];
