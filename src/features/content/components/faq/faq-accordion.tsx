import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Box, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { usePrefersReducedMotion } from '../../../../components/use-prefers-reduced-motion';
import type { FaqItem } from '../../../../domain/types';

/**
 * The questions, one open at a time: opening a question closes the one before, and the open one
 * closes again when chosen. Each question is an h2 wrapping its button, so screen-reader users can
 * jump between questions by heading.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null);
  const reducedMotion = usePrefersReducedMotion();
  return (
    <Box sx={{ mb: 6 }}>
      {items.map((item, index) => (
        <Accordion
          key={item.question}
          expanded={openIndex === index}
          onChange={(_event, expanded) => setOpenIndex(expanded ? index : null)}
          disableGutters
          slotProps={{
            heading: { component: 'h2' },
            // Answers appear at once for shoppers who asked their system for less motion.
            transition: reducedMotion ? { timeout: 0 } : undefined,
          }}
          sx={{ '&::before': { display: 'none' }, mb: 1.5, borderRadius: 2, overflow: 'hidden' }}
          variant="outlined"
        >
          <AccordionSummary
            expandIcon={<ExpandMoreIcon aria-hidden />}
            id={`faq-question-${index}`}
            aria-controls={`faq-answer-${index}`}
            sx={{ px: 3, py: 0.5 }}
          >
            <Typography component="span" sx={{ fontWeight: 700, fontSize: '1.05rem' }}>
              {item.question}
            </Typography>
          </AccordionSummary>
          <AccordionDetails sx={{ px: 3, pb: 3, pt: 0 }}>
            <Typography color="text.secondary" sx={{ lineHeight: 1.7 }}>
              {item.answer}
            </Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
