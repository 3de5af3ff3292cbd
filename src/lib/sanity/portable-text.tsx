import { useMemo, type ReactNode } from 'react';
import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { Box, Typography } from '@mui/material';
import type { PortableTextContent } from '../../domain/types';
import { safeHref } from '../../domain/safe-href';

const baseComponents: PortableTextComponents = {
  block: {
    normal: ({ children }) => (
      <Typography component="p" sx={{ mb: 2, lineHeight: 1.7 }}>
        {children}
      </Typography>
    ),
    h2: ({ children }) => (
      <Typography variant="h3" component="h2" sx={{ mt: 4, mb: 1.5 }}>
        {children}
      </Typography>
    ),
    h3: ({ children }) => (
      <Typography variant="h6" component="h3" sx={{ mt: 3, mb: 1 }}>
        {children}
      </Typography>
    ),
    blockquote: ({ children }) => (
      <Box component="blockquote" sx={{ borderLeft: 4, borderColor: 'primary.main', pl: 2, ml: 0, my: 2 }}>
        {children}
      </Box>
    ),
  },
  list: {
    bullet: ({ children }) => (
      <Box component="ul" sx={{ pl: 3, mb: 2, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
        {children}
      </Box>
    ),
    number: ({ children }) => (
      <Box component="ol" sx={{ pl: 3, mb: 2, '& li': { mb: 0.75, lineHeight: 1.7 } }}>
        {children}
      </Box>
    ),
  },
  marks: {
    link: ({ value, children }) => {
      const href = safeHref((value as { href?: unknown } | undefined)?.href);
      if (!href) return <>{children}</>;
      const external = /^https?:/i.test(href);
      return (
        <a
          className="text-link"
          href={href}
          {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {children}
        </a>
      );
    },
  },
};

/** The name of the decorator editors put on a structure/function claim (schemas/objects/rich-text.ts). */
export const CLAIM_DECORATOR = 'claim';

interface RichTextProps {
  value: PortableTextContent;
  /**
   * What follows each span marked as a structure/function claim: the caller's † (`ClaimMark`,
   * from `components/`, which builds on `lib/`, so this layer does not import it). Without it the
   * claim shows as plain text.
   */
  claimMark?: ReactNode;
}

/** Renders editor-written rich text; links are limited to http(s), mailto, tel and site paths. */
export function RichText({ value, claimMark }: RichTextProps) {
  const components = useMemo<PortableTextComponents>(
    () => ({
      ...baseComponents,
      marks: {
        ...baseComponents.marks,
        [CLAIM_DECORATOR]: ({ children }) => (
          <>
            {children}
            {claimMark}
          </>
        ),
      },
    }),
    [claimMark],
  );
  return <PortableText value={value as never} components={components} />;
}
