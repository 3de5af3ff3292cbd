/**
 * The store-wide part of Shopify's storefront events, in the frame of every page: a page view on
 * every page (with its page type), an event for each product added to the cart (heard from the
 * cart's mutations, whichever button asked), and the shopper's privacy answer passed on to
 * Shopify's Customer Privacy API until it has it. The views of a product, a collection or a search
 * are the pages' own (`useStorefrontView`).
 */
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { linesAdded, type CartChange } from '../domain/cart-change';
import type { Cart } from '../domain/commerce';
import { storefrontPageTypeOf } from '../domain/storefront-page-type';
import { cartKey, loadCustomerPrivacy } from '../lib/shopify';
import { markToldShopify, onceAnalyticsAllowed, usePrivacy } from '../components/privacy/privacy-store';
import { trackStorefrontEvent } from '../components/analytics/track-storefront-event';

const isCartMutation = (key: readonly unknown[] | undefined) =>
  key?.length === cartKey.length && cartKey.every((part, index) => key[index] === part);

export function StorefrontAnalytics() {
  const client = useQueryClient();
  // A page view per page: a new query alone (the search page's words as they are typed) is the same page.
  const { pathname } = useLocation();
  const { answer } = usePrivacy();

  // Read in the effect, not in rendering, as a page's own views are (useStorefrontView).
  useEffect(
    () =>
      onceAnalyticsAllowed(() =>
        trackStorefrontEvent(client, { name: 'page-view', pageType: storefrontPageTypeOf(pathname) }),
      ),
    [client, pathname],
  );

  useEffect(
    () =>
      client.getMutationCache().subscribe((event) => {
        if (event.type !== 'updated' || event.action.type !== 'success') return;
        if (!isCartMutation(event.mutation.options.mutationKey)) return;
        const change = event.mutation.state.variables as CartChange | undefined;
        const cart = event.mutation.state.data as Cart | undefined;
        if (change?.type !== 'add' || !cart) return;
        const lines = linesAdded(cart, change.lines);
        if (lines.length > 0) trackStorefrontEvent(client, { name: 'add-to-cart', cartId: cart.id, lines });
      }),
    [client],
  );

  useEffect(() => {
    if (!answer || answer.toldShopify) return;
    loadCustomerPrivacy()
      .then((privacy) => privacy.tellShopifyPrivacyChoices(answer))
      .then(
        () => markToldShopify(answer.answeredAt),
        // Kept as not told: the next page tries again.
        (error: unknown) =>
          console.warn("Shopify's Customer Privacy API was not told the privacy choices:", error),
      );
  }, [answer]);

  return null;
}
