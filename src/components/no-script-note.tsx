import type { ReactNode } from 'react';
import { Box, type SxProps, type Theme } from '@mui/material';

/**
 * Says, where a control is, that it needs JavaScript: shown only by a browser that runs none (the
 * prerendered pages are complete without it, but a cart or a quiz is not).
 */
export function NoScriptNote({ children, sx }: { children: ReactNode; sx?: SxProps<Theme> }) {
  return (
    <Box
      component="noscript"
      sx={[
        { display: 'block', fontSize: '0.875rem', color: 'text.secondary' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      {/* In a browser that runs scripts, a noscript's content is raw text, where `'` stays `&#x27;`:
          React compares a lone text child with it when hydrating, so the text goes in an element. */}
      <span>{children}</span>
    </Box>
  );
}

/**
 * For what only stands in for content the app will bring (loading placeholders): hidden where no
 * script runs, since nothing would ever replace it there. The boot script marks <html data-js>.
 */
export const hiddenWithoutScript = { 'html:not([data-js]) &': { display: 'none' } } as const;
