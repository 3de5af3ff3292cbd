/**
 * The store inside Sanity Studio's Presentation tool, where an editor previews drafts. How the
 * store knows: only the Studio may frame it (firebase.json's `frame-ancestors`), and the tool names
 * the perspective in the frame's address (`previewPerspectiveAsked`). main.tsx loads this module
 * in a frame only, before the store starts, so no shopper downloads it. In the preview every query
 * reads the drafts, and the app renders the page from them instead of hydrating the published HTML
 * (the page's published query cache is never read, so no published answer mixes with the drafts).
 * Once the store runs, the overlays start and the Studio follows the page's address.
 */
import type { QueryClient } from '@tanstack/react-query';
import { createPath } from 'react-router-dom';
import { ContentError } from '../lib/sanity/fetch-content';
import {
  editorSession,
  previewPerspectiveAsked,
  readPerspective,
  readPreviewedContent,
  showVisualEditing,
  type HistoryAdapter,
} from '../lib/sanity/preview';
import type { StoreRouter } from './app';

export interface StorePreview {
  /** Starts the overlays and the Studio's link to the store that now runs. */
  connect(queryClient: QueryClient, router: StoreRouter): void;
}

const NOTICE_ID = 'preview-notice';

const unreachable =
  'The preview could not read the drafts from Sanity. They are read with your Studio session: stay signed in to the Studio in this browser; the store’s address must be one of the project’s CORS origins, with credentials allowed (sanity.io/manage, API).';
const signedOut =
  'Sanity does not know you in this frame, so it answers with published content only: these are not your drafts. Stay signed in to the Studio, and let this browser send sanity.io its cookies inside the Studio (third-party cookies).';

/** A line at the foot of the frame: what the editor must know about this preview. */
function showNotice(text: string): void {
  let notice = document.getElementById(NOTICE_ID);
  if (!notice) {
    notice = document.createElement('p');
    notice.id = NOTICE_ID;
    notice.setAttribute('role', 'alert');
    notice.style.cssText =
      'position:fixed;inset:auto 8px 8px 8px;z-index:2000;margin:0;padding:12px 16px;border-radius:8px;' +
      'background:#5c1a10;color:#fff;font:500 14px/1.4 system-ui,sans-serif;';
    document.body.append(notice);
  }
  notice.textContent = text;
}

/**
 * The Studio that framed the page, by the address it was opened from (the frame's referrer): the
 * overlays' edit links start there. Null when the browser kept no such address.
 */
function studioOrigin(referrer: string): string | null {
  try {
    const url = new URL(referrer);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * Sets the store up to preview the perspective the Studio asked for; null when it asked for none,
 * or (after saying why, on the page) for one this store cannot show: the store then starts as
 * shoppers see it.
 */
export async function startPreview(
  asked = previewPerspectiveAsked(),
  referrer = document.referrer,
): Promise<StorePreview | null> {
  if (asked === null) return null;
  const perspective = readPerspective(asked);
  const studio = studioOrigin(referrer);
  if (!perspective) {
    showNotice(
      `This preview cannot be shown: the Studio asked for the perspective “${asked}”, which the store does not know. You are seeing the published store.`,
    );
    return null;
  }
  if (!studio) {
    showNotice(
      'This preview cannot be shown: the browser did not say which Studio opened it. You are seeing the published store.',
    );
    return null;
  }
  await readPreviewedContent(perspective, studio);
  if (perspective !== 'published') {
    // Asked beside the page's first queries, not before them.
    void editorSession().then((session) => {
      if (session === 'signed-out') showNotice(signedOut);
      else if (session === 'unreachable') showNotice(unreachable);
    });
  }
  return {
    connect(queryClient, router) {
      queryClient.getQueryCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'error') return;
        const { error } = event.action;
        if (error instanceof ContentError && error.reason === 'unavailable') showNotice(unreachable);
      });
      const history: HistoryAdapter = {
        subscribe(navigate) {
          let shown = router.state.location;
          navigate({ type: 'push', url: createPath(shown) });
          return router.subscribe((state) => {
            if (state.location === shown) return;
            shown = state.location;
            navigate({ type: 'push', url: createPath(shown) });
          });
        },
        update(update) {
          if (update.type === 'pop') void router.navigate(-1);
          else void router.navigate(update.url, { replace: update.type === 'replace' });
        },
      };
      // An edit in the Studio: the page's content is read again (staying on screen meanwhile).
      showVisualEditing(history, () => queryClient.invalidateQueries({ queryKey: ['content'] }));
    },
  };
}
