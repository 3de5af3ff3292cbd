/**
 * The storefront events an admin reads back on the admin page. A live store's go to Shopify,
 * whose Analytics (in the Shopify admin) is where the merchant reads them; the default store's
 * go to the local services, which keep the last ones and hand them to an admin
 * (mocks/shopify/monorail.ts). Loaded with the admin page.
 */
import * as z from 'zod/mini';
import { storefrontEventLogUrl, type LoggedStorefrontEvent } from './storefront-event-addresses';

/** The events of hydrogen-react's "custom storefront customer tracking" schema: one per storefront event. */
const TRACKING_SCHEMA = /^custom_storefront_customer_tracking\//;

const productSchema = z.object({
  name: z.string(),
  variant: z.optional(z.string()),
  quantity: z.optional(z.number()),
  price: z.optional(z.number()),
});

const eventSchema = z.object({
  schemaId: z.string(),
  receivedAt: z.string(),
  payload: z.object({
    event_name: z.optional(z.string()),
    event_source_url: z.optional(z.string()),
    products: z.optional(z.array(z.string())),
    search_string: z.optional(z.string()),
    collection_name: z.optional(z.string()),
    currency: z.optional(z.string()),
  }),
});

function productsOf(encoded: readonly string[] = []): LoggedStorefrontEvent['products'] {
  return encoded.flatMap((text) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      return [];
    }
    const product = productSchema.safeParse(parsed);
    if (!product.success) return [];
    const { name, variant = '', quantity = 0, price = 0 } = product.data;
    return [{ name, variant, quantity, price }];
  });
}

/** The newest events first, read with the admin's access token. Throws with a message for the admin. */
export async function fetchStorefrontEventLog(
  accessToken: () => Promise<string>,
  signal?: AbortSignal,
): Promise<LoggedStorefrontEvent[]> {
  if (!storefrontEventLogUrl) return [];
  let response: Response;
  try {
    response = await fetch(storefrontEventLogUrl, {
      headers: { Authorization: `Bearer ${await accessToken()}` },
      signal,
    });
  } catch (cause) {
    if (signal?.aborted) throw cause;
    throw new Error('We could not load the storefront events. Please check your connection and try again.', {
      cause,
    });
  }
  const body = (await response.json().catch(() => null)) as { events?: unknown; error?: unknown } | null;
  if (!response.ok) {
    throw new Error(
      typeof body?.error === 'string'
        ? body.error
        : `The storefront events could not be read (HTTP ${response.status}).`,
    );
  }
  if (!Array.isArray(body?.events))
    throw new Error('The storefront events came back in a form the store cannot read.');
  return body.events.flatMap((entry: unknown) => {
    const event = eventSchema.safeParse(entry);
    if (!event.success || !TRACKING_SCHEMA.test(event.data.schemaId) || !event.data.payload.event_name)
      return [];
    const { payload, receivedAt } = event.data;
    return [
      {
        name: payload.event_name!,
        receivedAt,
        url: payload.event_source_url ?? '',
        products: productsOf(payload.products),
        searchString: payload.search_string ?? null,
        collection: payload.collection_name ?? null,
        currency: payload.currency ?? 'USD',
      },
    ];
  });
}
