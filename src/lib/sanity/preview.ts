/**
 * Previewing content in Sanity Studio's Presentation tool: the client that reads the editor's
 * drafts, with stega (each text carries, invisibly, the document and field it came from, from the
 * Content Source Map the query API returns), and the overlays that lead from a text on the page
 * to that field in the Studio (@sanity/visual-editing). Loaded only in the Studio's frame, by
 * src/app/preview.ts: no shopper downloads it.
 *
 * Drafts are not public. The client sends the editor's own Sanity session (`withCredentials`: the
 * session cookie the Studio's sign-in left for the project's API), never a token: the store's
 * origin must be a CORS origin with credentials allowed (docs/studio-preview.md). In
 * mock mode the local services answer on the store's own origin.
 */
import type { ClientPerspective, FilterDefault } from '@sanity/client';
import { urlSearchParamPreviewPerspective } from '@sanity/preview-url-secret/constants';
import type { HistoryAdapter, HistoryRefresh } from '@sanity/visual-editing';
import { enableVisualEditing } from '@sanity/visual-editing/enable-visual-editing';
import { sanityClient } from './client';

export type { HistoryAdapter, HistoryUpdate } from '@sanity/visual-editing';

/**
 * The perspective the Studio asked this page, in a frame, to preview, as written; null when it
 * asked for none. The Presentation tool loads the store in its frame at the page's address and
 * names the perspective there (`?sanity-preview-perspective=drafts`). The frame keeps it in its
 * session, so that a reload inside the frame (the tool's refresh, a page loaded anew) stays in the
 * preview; a navigation within the app keeps the running app, and with it the preview.
 */
export function previewPerspectiveAsked(): string | null {
  const asked = new URLSearchParams(window.location.search).get(urlSearchParamPreviewPerspective);
  try {
    if (asked !== null) window.sessionStorage.setItem(urlSearchParamPreviewPerspective, asked);
    return asked ?? window.sessionStorage.getItem(urlSearchParamPreviewPerspective);
  } catch {
    // Storage blocked: the preview lasts as long as the app runs.
    return asked;
  }
}

const releaseId = /^[A-Za-z0-9][A-Za-z0-9_-]*$/;

/**
 * The perspective the Studio names in the address: `drafts`, `published`, or a release's stack,
 * the releases then `drafts` (`rSpring,drafts`); null for anything else.
 */
export function readPerspective(asked: string): ClientPerspective | null {
  if (asked === 'drafts' || asked === 'published') return asked;
  const stack = asked.split(',');
  const releases = stack.slice(0, -1);
  if (stack.at(-1) !== 'drafts' || releases.length === 0) return null;
  return releases.every((id) => releaseId.test(id) && id !== 'drafts' && id !== 'published' && id !== 'raw')
    ? stack
    : null;
}

/**
 * Fields whose text the store reads as a value rather than shows: it compares them, looks them
 * up or parses them (quiz answers and their categories, product handles, a lot code in a link,
 * the words an interaction rule matches, the enumerations the answer checks hold them to, a
 * platform's icon, a campaign's colours). Stega would change the value; @sanity/client's own
 * filter already leaves out slugs, addresses, dates, icons, colours and ids.
 */
const valueFields = new Set([
  'value',
  'category',
  'productIds',
  'products',
  'lotCode',
  'ingredient',
  'medicationClass',
  'severity',
  'result',
  'kind',
  'limitSource',
  'platform',
  'palette',
]);

export const stegaFilter: FilterDefault = (props) =>
  props.filterDefault(props) &&
  !props.sourcePath.some((segment) => typeof segment === 'string' && valueFields.has(segment));

/**
 * From now on, every query of this page reads `perspective`, with its sources for the Studio at
 * `studioUrl`: the page's one client is reconfigured (`config` changes it in place), before the
 * store's first query.
 */
export async function readPreviewedContent(perspective: ClientPerspective, studioUrl: string) {
  (await sanityClient()).config({
    perspective,
    // Drafts change as the editor types: never the CDN's cached answer.
    useCdn: false,
    withCredentials: true,
    stega: { enabled: true, studioUrl, filter: stegaFilter },
  });
}

/**
 * Whether the project's API knows the editor in this frame (`/users/me` with the session): without
 * the session it answers a drafts query with published documents only, and the preview would pass
 * them off as drafts. `unreachable`: the request failed (offline, or the store's origin is not a
 * CORS origin with credentials).
 */
export async function editorSession(): Promise<'signed-in' | 'signed-out' | 'unreachable'> {
  try {
    const client = await sanityClient();
    const me = await client.request<{ id?: unknown } | null>({ uri: '/users/me', withCredentials: true });
    return typeof me?.id === 'string' ? 'signed-in' : 'signed-out';
  } catch {
    return 'unreachable';
  }
}

/**
 * The overlays, and the Studio's link to the page: `history` tells the Studio where the page is
 * and takes it elsewhere; `refresh` reads the content again after an edit. Returns how to stop.
 */
export function showVisualEditing(
  history: HistoryAdapter,
  refresh: (payload: HistoryRefresh) => Promise<void>,
) {
  return enableVisualEditing({ history, refresh });
}
