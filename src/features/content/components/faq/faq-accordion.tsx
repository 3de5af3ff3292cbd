import { Box, type Theme } from '@mui/material';
import type { FaqItem } from '../../../../domain/types';
import { PlainIcon } from '../../../../components/plain-icon';
import { customerAccountLink, manageSubscriptionsLabel } from '../../../../components/customer-account';

/** ExpandMore, Material Design's path. */
const expandMore = ['M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z'];

/** The questions' look, applied once by their list. */
const faqStyles = (theme: Theme) => ({
  mb: 6,
  '& .faq-item': {
    mb: 1.5,
    border: 1,
    borderColor: 'divider',
    borderRadius: 2,
    bgcolor: 'background.paper',
  },
  '& .faq-item > summary': {
    display: 'flex',
    alignItems: 'center',
    gap: 2,
    px: 3,
    py: 1.75,
    cursor: 'pointer',
    listStyle: 'none',
    borderRadius: 2,
    '&::-webkit-details-marker': { display: 'none' },
    '&:hover': { bgcolor: 'action.hover' },
  },
  '& .faq-item h2': { ...theme.typography.body1, m: 0, flexGrow: 1, fontWeight: 700, fontSize: '1.05rem' },
  '& .faq-item svg': { color: 'text.secondary', transition: 'transform 150ms' },
  '& .faq-item[open] > summary svg': { transform: 'rotate(180deg)' },
  '& .faq-item > p': {
    ...theme.typography.body1,
    m: 0,
    px: 3,
    pb: 3,
    lineHeight: 1.7,
    color: 'text.secondary',
  },
  '& .faq-item > p > a': { color: 'primary.main', fontWeight: 700 },
});

/**
 * The questions, one open at a time: opening a question closes the one before, and the open one
 * closes again when chosen. Native disclosures sharing a name do exactly this in the browser
 * itself, so the answers open before the app has loaded and without JavaScript, and the browser's
 * find-in-page finds text in closed answers. Each question is an h2, so screen-reader users can
 * jump between questions by heading. An answer the editor marks ends with a link to Shopify's
 * customer account, where shoppers manage their subscriptions. The questions are plain elements
 * styled once by the list (`faqStyles`): ten disclosures cost no styling work each as the page
 * hydrates.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Box sx={faqStyles}>
      {items.map((item, index) => (
        <details className="faq-item" key={item.question} name="faq">
          <summary id={`faq-question-${index}`}>
            <h2>{item.question}</h2>
            <PlainIcon paths={expandMore} />
          </summary>
          <p>
            {item.answer}
            {item.customerAccountLink && (
              <>
                {' '}
                {/* A plain link: MUI's Link would add 2 kB to the page's first load for one anchor. */}
                <a {...customerAccountLink}>
                  {manageSubscriptionsLabel} <span className="visually-hidden">(opens in a new tab)</span>
                </a>
              </>
            )}
          </p>
        </details>
      ))}
    </Box>
  );
}
