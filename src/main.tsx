import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPath } from 'react-router-dom';
import { App, type StoreRouter } from './app/app';
import { createStore } from './app/create-store';
import { readPrerenderedState } from './lib/hydration/prerendered-state';
import { cannotStart } from './lib/hydration/cannot-start';
import { handOverEarlyFields } from './lib/hydration/early-input';
import { holdUntilPageInteractive, reportRecoverableError } from './lib/hydration/page-interactive';
import { reloadWhenCodeIsMissing } from './lib/hydration/store-updates';

let storeRouter: StoreRouter | undefined;

// After a deploy, this tab's build is gone: a page or dialog it has yet to load reloads the store,
// once, at the address the shopper is going to (the page of a navigation under way, or the link
// they followed to a dialog).
reloadWhenCodeIsMissing(() => {
  const next = storeRouter?.state.navigation.location;
  return next ? createPath(next) : undefined;
});

/**
 * Whether the page's head carries the baseline styles, as the build writes them into every page it
 * makes (`BaselineStyles`, src/app/store-classes.tsx): emotion's server writes a global style as
 * `<style data-emotion="css-global …">`. A page without them (the dev server's, or a live build
 * that could not prerender) has the app render them itself.
 */
const pageCarriesBaseline = () => document.head.querySelector('style[data-emotion^="css-global "]') !== null;

async function baselineStyles() {
  const { BaselineStyles } = await import('./app/store-classes');
  return <BaselineStyles />;
}

async function startStore() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // Only Sanity Studio may frame the store (firebase.json), to preview drafts: in a frame, the
  // preview's code loads first (src/app/preview.ts) and says whether the Studio asked for one.
  const preview = window.top === window.self ? null : await (await import('./app/preview')).startPreview();
  const prerendered = preview ? null : readPrerenderedState(document);
  // A prerendered page is hydrated: what its route asks for once it answers taps (a product's
  // details, src/app/router.tsx) waits from the start, not only from hydrateRoot on.
  if (prerendered) holdUntilPageInteractive();
  const { queryClient, router, hydrate } = await createStore(prerendered);
  storeRouter = router;
  const baseline = pageCarriesBaseline() ? undefined : await baselineStyles();
  const app = (
    <StrictMode>
      <App queryClient={queryClient} router={router} baseline={baseline} />
    </StrictMode>
  );
  // Hydrating in a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole prerendered page in one long task: the page stays responsive meanwhile.
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportRecoverableError });
    });
    // React listens on the page from now on: it is told what the shopper typed, ticked or chose before.
    handOverEarlyFields(container);
  } else createRoot(container).render(app);
  preview?.connect(queryClient, router);
}

startStore().catch((error: unknown) => {
  cannotStart();
  throw error;
});
