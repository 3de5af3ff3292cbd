/**
 * How the browser app is split into files (Rolldown's `codeSplitting` groups). Everything a page
 * needs before any route (React, the router, MUI's core, the frame) is one chunk rather than two
 * dozen small shared ones: fewer requests, one gzip stream. (index.html's own module is empty: the
 * boot script names the entry.) The small modules nearly every page uses make one shared chunk: a
 * page's own code then arrives in fewer requests.
 */
import type { Rolldown } from 'vite';

/**
 * The modules of the shared chunk, each as the start of its path: Typography, Stack, Link and the
 * slot helpers of MUI's components, the page's meta, text for some readers only, the † of claims
 * and its statement, useQuery, and the hook that fetches a part's code once mounted.
 */
const SHARED = [
  '@mui/material/Typography',
  '@mui/material/Stack',
  '@mui/material/Link',
  '@mui/material/utils/useSlot',
  '@mui/material/utils/mergeSlotProps',
  'src/components/page-meta',
  'src/components/visually-hidden',
  'src/components/no-script-note',
  'src/components/claim-mark',
  'src/components/claim-statement',
  '@tanstack/react-query/build/modern/useQuery',
  'src/lib/hydration/use-code-once-mounted',
];

function isShared(id: string): boolean {
  const file = id.replaceAll('\\', '/');
  return SHARED.some((start) => file.includes(`/${start}`));
}

export const storeChunks: Rolldown.CodeSplittingOptions = {
  groups: [
    { name: 'store', tags: ['$initial'], test: (id) => !id.endsWith('.html') },
    { name: 'shared', test: isShared },
    // graphql-request's own entry file is `main.js`: named after the library, its chunk (loaded
    // once the page has hydrated) is not mistaken for the app's entry.
    {
      name: 'graphql-request',
      test: (id) => id.replaceAll('\\', '/').includes('/node_modules/graphql-request/'),
    },
  ],
};
