import { useEffect, useEffectEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { StorefrontEvent } from '../../lib/shopify';
import { usePrivacy } from '../privacy/privacy-store';
import { trackStorefrontEvent } from './track-storefront-event';

/**
 * Tells Shopify's Analytics what the page shows (a product, a collection, a search), once per
 * `key` (the product's id, the search's words): on the page's first render in the browser, when
 * it shows another, and when the shopper allows analytics while on it. Nothing without a `view`.
 */
export function useStorefrontView(view: StorefrontEvent | null, key: string): void {
  const client = useQueryClient();
  const { known, choices } = usePrivacy();
  const send = useEffectEvent(() => {
    if (view) trackStorefrontEvent(client, view);
  });
  useEffect(() => {
    if (known && choices.analytics) send();
  }, [known, choices.analytics, key]);
}
