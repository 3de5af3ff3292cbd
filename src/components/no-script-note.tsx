import type { ReactNode } from 'react';

/**
 * Says, where a control is, that it needs JavaScript: shown only by a browser that runs none (the
 * prerendered pages are complete without it, but a cart or a quiz is not). Styled by the theme's
 * global `.no-script-note` rule, so it costs a page no styling code; `onColour` keeps the text
 * colour of a coloured band.
 */
export function NoScriptNote({ children, onColour = false }: { children: ReactNode; onColour?: boolean }) {
  return (
    <noscript className={onColour ? 'no-script-note on-colour' : 'no-script-note'}>
      {/* In a browser that runs scripts, a noscript's content is raw text, where `'` stays `&#x27;`:
          React compares a lone text child with it when hydrating, so the text goes in an element. */}
      <span>{children}</span>
    </noscript>
  );
}

/**
 * Marks what only stands in for content the app will bring (loading placeholders) or only works
 * with the app (a slideshow's buttons): the theme hides it where no script runs, since nothing
 * would ever replace it there (the boot script marks <html data-js>). Spread on an element.
 */
export const needsScript = { 'data-needs-script': '' } as const;
