/**
 * Sends a storefront event once the page answers taps, when the shopper's choices allow analytics
 * (src/domain/consent.ts) and Shopify's Customer Privacy API holds the answer that allows it, so
 * the event carries the visitor's token. Before the first one, the shop's id and currency are asked
 * for once, Shopify's Customer Privacy API is put on the page (it gives the visitor's tokens) and
 * the events' code is loaded; events asked for meanwhile wait, and are sent in the order asked.
 */
import type { QueryClient } from '@tanstack/react-query';
// eslint-disable-next-line no-restricted-imports -- Shopify's storefront analytics, sent the same way from every page that reports a view.
import {
  loadCustomerPrivacy,
  loadStorefrontEvents,
  shopAnalyticsQueryOptions,
  type EventContext,
  type StorefrontEvent,
} from '../../lib/shopify';
import { afterPageInteractive } from '../../lib/hydration/page-interactive';
import { choicesNow, onceAnalyticsAllowed, privacyRegion } from '../privacy/privacy-store';

type Ready = [EventContext['shop'], Awaited<ReturnType<typeof loadStorefrontEvents>>];

let ready: Promise<Ready> | undefined;

function prepare(client: QueryClient): Promise<Ready> {
  ready ??= Promise.all([
    client.fetchQuery(shopAnalyticsQueryOptions),
    loadCustomerPrivacy().then((privacy) => privacy.startCustomerPrivacy()),
    loadStorefrontEvents(),
  ]).then(
    ([shop, , events]): Ready => [shop, events],
    (error: unknown) => {
      // Offline for a moment: the next event tries again.
      ready = undefined;
      throw error;
    },
  );
  return ready;
}

export function trackStorefrontEvent(client: QueryClient, event: StorefrontEvent): void {
  if (!choicesNow().analytics) return;
  // Once the page answers taps: a first page's view waits for its hydration rather than loading
  // the events' code and asking Shopify beside it.
  afterPageInteractive(() =>
    onceAnalyticsAllowed(() => {
      prepare(client)
        .then(([shop, events]) =>
          events.sendStorefrontEvent(event, { shop, choices: choicesNow(), region: privacyRegion() }),
        )
        .catch((error: unknown) => console.warn(`The ${event.name} event was not sent to Shopify:`, error));
    }),
  );
}
