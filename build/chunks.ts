/**
 * How the browser app is split into files (Rolldown's `codeSplitting` groups). Everything a page
 * needs before any route (React, the router, MUI's core, the frame) is one chunk rather than two
 * dozen small shared ones: fewer requests, one gzip stream. (index.html's own module is empty: the
 * boot script names the entry.) The small modules nearly every page uses make one shared chunk,
 * and the parts of a product that its cards and its page both show make one more: a page's own
 * code then arrives in a few files rather than one per combination of pages that use a module.
 */
import type { Rolldown } from 'vite';

/** A module id as a path with forward slashes (Windows' ids have backslashes). */
const pathOf = (id: string) => id.replaceAll('\\', '/');

/**
 * The modules of the shared chunk, each as the start of its path: Typography, the page's meta, text
 * for some readers only, the † of claims and its statement, useQuery and useMutation, the hook
 * that fetches a part's code once mounted, the small parts many pages show (stars, a card's frame,
 * two columns, a load error, a not-found notice, the storefront view event), how a form answers an
 * agent (WebMCP: the ways to buy, the lot lookup, the quiz), and the limits of the forms' fields.
 */
const SHARED = [
  '@mui/material/Typography',
  'src/components/page-meta',
  'src/components/visually-hidden',
  'src/components/no-script-note',
  'src/components/claim-mark',
  'src/components/claim-statement',
  '@tanstack/react-query/build/modern/useQuery',
  '@tanstack/react-query/build/modern/useMutation',
  'src/lib/hydration/use-code-once-mounted',
  'src/components/star-rating',
  'src/components/store-card',
  'src/components/side-by-side',
  'src/components/inline-load-error',
  'src/components/not-found-notice',
  'src/components/analytics/use-storefront-view',
  'src/lib/webmcp/agent-submit',
  'src/domain/field-limits',
];

const isShared = (id: string) => SHARED.some((start) => pathOf(id).includes(`/${start}`));

/**
 * The MUI components many pages and dialogs draw (buttons, a spinner, rows, icons): one file for
 * the pages that use them. None is in the shared chunk, which a product's page and the shop load:
 * those pages draw their buttons, icons and rows with the store's classes and Box.
 */
const MUI_PARTS = ['Button', 'ButtonBase', 'CircularProgress', 'Stack', 'SvgIcon', 'utils/createSvgIcon'].map(
  (part) => `@mui/material/${part}`,
);

/**
 * MUI's Paper, its slot helpers and the hooks its transitions share with the parts above: what
 * every drawer and dialog draws with. A file of its own: the cart drawer, which a first Add to Cart
 * opens, needs it and none of the parts.
 */
const MUI_SURFACE = [
  '@mui/material/Paper',
  '@mui/material/utils/useSlot',
  '@mui/material/utils/mergeSlotProps',
  '@mui/material/utils/useForkRef',
  '@mui/material/utils/useEventCallback',
  '@mui/material/utils/useId',
  '@mui/material/transitions/utils',
  '@mui/material/styles/reducedMotion',
  '@mui/utils/useForkRef',
  '@mui/utils/useEventCallback',
  '@mui/utils/useLazyRef',
  '@mui/utils/isFocusVisible',
];

const isOneOf = (starts: string[]) => (id: string) =>
  starts.some((start) => pathOf(id).includes(`/node_modules/${start}`));

/**
 * The product parts chunk: what a product card and a product page both draw of a product (image,
 * rating, price, the ways to buy and their terms) and the rules they use, file by file; the card
 * itself is the shop's pages' own (a product page loaded it for nothing). (A folder would take the
 * parts loaded once needed too, such as Notify me, with everything they import.)
 */
const PRODUCT_PARTS = [
  'src/components/product/product-image.tsx',
  'src/components/product/shopify-image-url.ts',
  'src/components/product/product-rating.tsx',
  'src/components/product/certification-badges.tsx',
  'src/components/product/product-price.tsx',
  'src/components/product/secure-checkout-note.tsx',
  'src/components/product/wallet-badges.tsx',
  'src/components/purchase/purchase-buttons.tsx',
  'src/components/purchase/sold-out.tsx',
  'src/components/purchase/use-product-purchase.ts',
  'src/components/purchase/go-to-checkout.ts',
  'src/components/purchase/renewal-terms.tsx',
  'src/components/purchase/purchase-choice.tsx',
  'src/components/purchase/use-purchase-choice.ts',
  'src/components/purchase/subscription-words.ts',
  'src/components/age-check/use-age-check.ts',
  'src/components/stack-safety/stack-findings.tsx',
  'src/lib/shopify/cart-permalink.ts',
  'src/domain/money.ts',
  'src/domain/calendar-date.ts',
  'src/domain/subscriptions.ts',
  'src/domain/bundle-price.ts',
];

const isProductPart = (id: string) => PRODUCT_PARTS.some((file) => pathOf(id).endsWith(`/${file}`));

export const storeChunks: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'store', tags: ['$initial'], test: (id) => !id.endsWith('.html') },
    { name: 'shared', test: isShared },
    { name: 'product-parts', test: isProductPart },
    // Before the parts, so that the hooks both use come with the surface.
    { name: 'mui-surface', test: isOneOf(MUI_SURFACE) },
    { name: 'mui-parts', test: isOneOf(MUI_PARTS) },
    // A carousel and its engine's hook, one file wherever one is drawn (a product's gallery, the
    // home page's rows), not split by which pages happen to import which part.
    { name: 'carousel', test: (id) => pathOf(id).includes('/src/components/carousel/') },
    // graphql-request's own entry file is `main.js`: named after the library, its chunk (loaded
    // once the page has hydrated) is not mistaken for the app's entry.
    {
      name: 'graphql-request',
      test: (id) => pathOf(id).includes('/node_modules/graphql-request/'),
    },
  ],
};
