import { Box, Typography } from '@mui/material';
import type { HomePage } from '../../../domain/types';
import { IconDisc } from '../../../components/icon-disc';
import { CardGrid } from '../../../components/card-grid';
import { HomeSection } from './home-section';

/** "Why It Is Different": the store's few reasons, each with an icon. */
export function WhyDifferent({ title, subtitle, points }: HomePage['whyDifferent']) {
  return (
    <HomeSection title={title} subtitle={subtitle}>
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
            <Typography color="textSecondary">{point.text}</Typography>
          </Box>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
