import { Box, Button, Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { InlineLoadError } from '../../../components/inline-load-error';
import { adminTableStyle } from './admin-table';
import { formatMoney } from '../../../domain/money';
import type { AuthSession } from '../../../lib/firebase/auth';
import {
  shopifyAnalyticsUrl,
  storefrontEventLogQueryOptions,
  storefrontEventLogUrl,
  type LoggedStorefrontEvent,
} from '../../../lib/shopify';

/** Shopify's event names, as the panel says them. */
const eventWords: Record<string, string> = {
  page_rendered: 'Page view',
  product_page_rendered: 'Product view',
  collection_page_rendered: 'Collection view',
  search_submitted: 'Search',
  product_added_to_cart: 'Add to cart',
};

const SHOWN = 25;

function pathOf(url: string): string {
  try {
    const { pathname, search } = new URL(url);
    return `${pathname}${search}`;
  } catch {
    return url;
  }
}

function detailsOf(event: LoggedStorefrontEvent): string {
  if (event.searchString !== null) return `“${event.searchString}”`;
  if (event.products.length > 0) {
    return event.products
      .map(
        ({ name, quantity, price }) =>
          `${name} × ${quantity} at ${formatMoney({ amount: price, currencyCode: event.currency })}`,
      )
      .join('; ');
  }
  return event.collection ?? '';
}

/**
 * What the store last sent to Shopify's Analytics, newest first: in the default store, the events
 * the local services received; a live store's are in the Shopify admin, which the panel links to.
 */
export function StorefrontEventsPanel({ session }: { session: AuthSession }) {
  return (
    <Box component="section" aria-labelledby="admin-events-title" sx={{ mb: 6 }}>
      <Typography id="admin-events-title" variant="h2" sx={{ fontSize: '1.6rem', mb: 1 }}>
        Recent storefront events
      </Typography>
      <Typography sx={{ mb: 2 }}>
        Page views, product and collection views, searches and adds to cart, sent to Shopify for shoppers
        whose privacy choices allow analytics. Shopify&apos;s reports are in{' '}
        <Link href={shopifyAnalyticsUrl} target="_blank" rel="noopener noreferrer">
          Analytics in the Shopify admin (opens in a new tab)
        </Link>
        .
      </Typography>
      {storefrontEventLogUrl && <EventLog session={session} />}
    </Box>
  );
}

function EventLog({ session }: { session: AuthSession }) {
  const log = useQuery(storefrontEventLogQueryOptions(session.accessToken));

  if (log.isPending) return <Typography aria-busy="true">Loading storefront events…</Typography>;
  if (log.isError) {
    return (
      <InlineLoadError
        message={log.error.message}
        retrying={log.isFetching}
        onRetry={() => void log.refetch()}
      />
    );
  }
  const events = log.data.slice(0, SHOWN);
  return (
    <>
      {events.length === 0 ? (
        <Typography color="textSecondary">No storefront events yet.</Typography>
      ) : (
        <Box component="table" aria-label="Recent storefront events" sx={adminTableStyle}>
          <thead>
            <tr>
              <th scope="col">Event</th>
              <th scope="col">Page</th>
              <th scope="col">Details</th>
              <th scope="col">Received</th>
            </tr>
          </thead>
          <tbody>
            {events.map((event, index) => (
              <tr key={`${event.receivedAt}-${index}`}>
                <td>{eventWords[event.name] ?? event.name}</td>
                <td>{pathOf(event.url)}</td>
                <td>{detailsOf(event)}</td>
                <td>
                  <time dateTime={event.receivedAt}>
                    {new Date(event.receivedAt).toLocaleTimeString('en-US')}
                  </time>
                </td>
              </tr>
            ))}
          </tbody>
        </Box>
      )}
      <Button variant="outlined" size="small" disabled={log.isFetching} onClick={() => void log.refetch()}>
        {log.isFetching ? 'Refreshing…' : 'Refresh'}
      </Button>
    </>
  );
}
