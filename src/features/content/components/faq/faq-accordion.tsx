import { Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { FaqItem } from '../../../../domain/types';
import { customerAccountLink, manageSubscriptionsLabel } from '../../../../components/customer-account';
import { visuallyHidden } from '../../../../components/visually-hidden';

/**
 * The questions, one open at a time: opening a question closes the one before, and the open one
 * closes again when chosen. Native disclosures sharing a name do exactly this in the browser
 * itself, so the answers open before the app has loaded and without JavaScript, and the browser's
 * find-in-page finds text in closed answers. Each question is an h2, so screen-reader users can
 * jump between questions by heading. An answer the editor marks ends with a link to Shopify's
 * customer account, where shoppers manage their subscriptions.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  return (
    <Box sx={{ mb: 6 }}>
      {items.map((item, index) => (
        <Box
          component="details"
          key={item.question}
          name="faq"
          sx={{
            mb: 1.5,
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'background.paper',
            '&[open] > summary svg': { transform: 'rotate(180deg)' },
          }}
        >
          <Box
            component="summary"
            id={`faq-question-${index}`}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              px: 3,
              py: 1.75,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              borderRadius: 2,
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <Typography component="h2" sx={{ flexGrow: 1, fontWeight: 700, fontSize: '1.05rem' }}>
              {item.question}
            </Typography>
            <ExpandMoreIcon aria-hidden sx={{ color: 'text.secondary', transition: 'transform 150ms' }} />
          </Box>
          <Typography color="textSecondary" sx={{ px: 3, pb: 3, lineHeight: 1.7 }}>
            {item.answer}
            {item.customerAccountLink && (
              <>
                {' '}
                {/* A plain link: MUI's Link would add 2 kB to the page's first load for one anchor. */}
                <Box component="a" {...customerAccountLink} sx={{ color: 'primary.main', fontWeight: 700 }}>
                  {manageSubscriptionsLabel} <span style={visuallyHidden}>(opens in a new tab)</span>
                </Box>
              </>
            )}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
