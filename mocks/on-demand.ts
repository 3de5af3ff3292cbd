/**
 * Starts the in-page mock backends on the store's first request to a backend, not before: a
 * prerendered page that needs no data after it loads never pays for them (MSW, groq-js and the
 * seed are ~230 KB gzip). Requests made before the backends are ready wait for them. Only the
 * store's own files are same-origin, so every cross-origin request is a backend request.
 */
let ready: Promise<void> | undefined;

function startOnce(): Promise<void> {
  ready ??= import('./browser').then(({ startMockBackends }) => startMockBackends());
  return ready;
}

/** Starts the mock backends at once, for a request that is sure to come (see main.tsx). */
export function startMockBackendsNow(): void {
  void startOnce();
}

function isBackendUrl(url: string | URL): boolean {
  return new URL(url, location.href).origin !== location.origin;
}

/**
 * The engine that will answer a backend request (the Storefront catalogue, the content seed),
 * fetched beside the worker rather than after it: on a slow phone network the two downloads
 * overlap, so a first Add to Cart is answered sooner. (The handlers import the same modules.)
 */
function fetchEngineFor(url: string | URL): void {
  const { hostname, pathname } = new URL(url, location.href);
  if (pathname.endsWith('/graphql.json')) void import('./shopify/storefront');
  else if (hostname.endsWith('.sanity.io')) void import('./sanity/content-query');
}

function requestUrl(input: RequestInfo | URL): string | URL {
  return input instanceof Request ? input.url : input;
}

export function startMockBackendsOnFirstRequest(): void {
  const pageFetch = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const url = requestUrl(input);
    if (isBackendUrl(url)) {
      fetchEngineFor(url);
      await startOnce();
    }
    return pageFetch(input, init);
  };

  // @sanity/client speaks XMLHttpRequest in browsers.
  const { open, send } = XMLHttpRequest.prototype;
  const toBackend = new WeakSet<XMLHttpRequest>();
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: Parameters<typeof open>) {
    if (isBackendUrl(args[1])) {
      toBackend.add(this);
      fetchEngineFor(args[1]);
    }
    return open.apply(this, args);
  } as typeof open;
  XMLHttpRequest.prototype.send = function (this: XMLHttpRequest, body) {
    if (!toBackend.has(this)) return send.call(this, body);
    startOnce().then(
      () => send.call(this, body),
      () => send.call(this, body),
    );
  };
}
