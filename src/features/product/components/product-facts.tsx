import { Box } from '@mui/material';
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

/**
 * What is in the bottle: the Supplement Facts panel, then Suggested Use, Other Ingredients,
 * Allergens and Warnings, as the merchant entered them in Shopify. A product without facts says
 * they are coming; it never shows a panel it does not have. Plain elements styled by the store's
 * classes (product-section-classes.ts).
 */
export function ProductFacts({ handle, headingLevel }: ProductFactsProps) {
  const facts = useQuery(productFactsQueryOptions(handle));
  const headingId = useId();
  const Heading = headingLevel;
  const Subheading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <section aria-labelledby={headingId}>
      <Heading id={headingId} className="product-section__title">
        What&apos;s in the Bottle
      </Heading>
      {facts.isPending ? (
        // A quiet placeholder the panel's size (the dialog asks for the facts as it opens).
        <Box
          role="status"
          aria-label="Loading the Supplement Facts"
          sx={{ maxWidth: '28rem', height: 320, borderRadius: 1, bgcolor: 'action.hover' }}
        />
      ) : facts.data === undefined ? (
        // Only when there is nothing to show: facts a refresh failed to renew still show.
        <InlineLoadError
          message={facts.error.message}
          retrying={facts.isFetching}
          onRetry={() => void facts.refetch()}
        />
      ) : facts.data === null ? (
        <p className="product-section__text">Supplement Facts coming soon.</p>
      ) : (
        <div className="product-facts">
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
                  <Subheading className="product-section__subtitle">{title}</Subheading>
                  <p className="product-section__text product-section__text--lines">{text}</p>
                </section>
              ),
          )}
        </div>
      )}
    </section>
  );
}
