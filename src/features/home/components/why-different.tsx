import { useId } from 'react';
import { Box, Container, Typography } from '@mui/material';
import type { HomePage } from '../../../domain/types';
import { IconDisc } from '../../../components/icon-disc';
import { CardGrid } from '../../../components/card-grid';

/** "Why It Is Different": the store's few reasons, each with an icon. */
export function WhyDifferent({ title, subtitle, points }: HomePage['whyDifferent']) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.paper' }}
    >
      <Container>
        <Typography id={titleId} variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 5, maxWidth: 720, mx: 'auto' }}>
          {subtitle}
        </Typography>
        <CardGrid columns={{ xs: 1, sm: 2, md: Math.min(points.length, 4) }} gap={4}>
          {points.map((point) => (
            <Box component="li" key={point.title} sx={{ textAlign: 'center' }}>
              <IconDisc
                name={point.icon}
                size={64}
                iconSize="large"
                color="secondary.contrastText"
                bgcolor="secondary.main"
                sx={{ mx: 'auto', mb: 2 }}
              />
              <Typography variant="h3" sx={{ mb: 1 }}>
                {point.title}
              </Typography>
              <Typography color="text.secondary">{point.text}</Typography>
            </Box>
          ))}
        </CardGrid>
      </Container>
    </Box>
  );
}
