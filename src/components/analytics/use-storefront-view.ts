import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StorefrontEvent } from '../../lib/shopify';
import { onceAnalyticsAllowed } from '../privacy/privacy-store';
import { trackStorefrontEvent } from './track-storefront-event';

/**
 * Tells Shopify's Analytics what the page shows (a product, a collection, a search), once per
 * `key` (the product's id, the search's words): once the page is in the browser, when it shows
 * another, or when the shopper allows analytics while on it. Nothing without a `view`. The privacy
 * answer is read in the effect, not in rendering: the page does not render again once it is known.
 */
export function useStorefrontView(view: StorefrontEvent | null, key: string): void {
  const client = useQueryClient();
  const send = useEffectEvent(() => {
    if (view) trackStorefrontEvent(client, view);
  });
  // Again when a view comes (the search page's, once hydrated, when it knows the words).
  const shows = view !== null;
  useEffect(() => (shows ? onceAnalyticsAllowed(send) : undefined), [key, shows]);
}
