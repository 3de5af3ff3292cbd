import { Box, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { productFactsQueryOptions } from '../../../lib/shopify';
import { InlineLoadError } from '../../../components/inline-load-error';
import { SupplementFactsPanel } from './supplement-facts-panel';

interface ProductFactsProps {
  handle: string;
  /** The section's heading level: h2 on the product page, h3 in the detail dialog. */
  headingLevel: 'h2' | 'h3';
}

const headingSx = { fontSize: '1.2rem', mb: 1 } as const;
const subheadingSx = { fontSize: '1rem', fontWeight: 700, mb: 0.5 } as const;

/**
 * What is in the bottle: the Supplement Facts panel, then Suggested Use, Other Ingredients,
 * Allergens and Warnings, as the merchant entered them in Shopify. A product without facts says
 * they are coming; it never shows a panel it does not have.
 */
export function ProductFacts({ handle, headingLevel }: ProductFactsProps) {
  const facts = useQuery(productFactsQueryOptions(handle));
  const headingId = useId();
  const subheading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component={headingLevel} sx={headingSx}>
        What&apos;s in the Bottle
      </Typography>
      {facts.isPending ? (
        // A quiet placeholder the panel's size (the dialog asks for the facts as it opens).
        <Box
          role="status"
          aria-label="Loading the Supplement Facts"
          sx={{ maxWidth: '28rem', height: 320, borderRadius: 1, bgcolor: 'action.hover' }}
        />
      ) : facts.isError ? (
        <InlineLoadError
          message={facts.error.message}
          retrying={facts.isFetching}
          onRetry={() => void facts.refetch()}
        />
      ) : facts.data === null ? (
        <Typography color="text.secondary">Supplement Facts coming soon.</Typography>
      ) : (
        <Stack spacing={2.5}>
          <SupplementFactsPanel facts={facts.data} />
          {(
            [
              ['Suggested Use', facts.data.suggestedUse],
              ['Other Ingredients', facts.data.otherIngredients],
              ['Allergens', facts.data.allergens],
              ['Warnings', facts.data.warnings],
            ] as const
          ).map(
            ([title, text]) =>
              text && (
                <section key={title}>
                  <Typography component={subheading} sx={subheadingSx}>
                    {title}
                  </Typography>
                  <Typography color="text.secondary" sx={{ lineHeight: 1.7, whiteSpace: 'pre-line' }}>
                    {text}
                  </Typography>
                </section>
              ),
          )}
        </Stack>
      )}
    </Box>
  );
}
