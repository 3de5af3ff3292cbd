import { useId } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ConditionsPage } from '../../../domain/types';
import { ExternalLink } from '../../../components/external-link';
import { CardGrid } from '../../../components/card-grid';

type HealthResourcesProps = Pick<ConditionsPage, 'resourcesTitle' | 'resources'>;

/** Trusted public health organisations, each opening in a new tab. */
export function HealthResources({ resourcesTitle, resources }: HealthResourcesProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 3 }}>
        {resourcesTitle}
      </Typography>
      <CardGrid columns={{ xs: 1, sm: 2 }} gap={2}>
        {resources.map((resource) => (
          <li key={resource.url}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
                  <ExternalLink href={resource.url}>{resource.name}</ExternalLink>
                </Typography>
                <Typography variant="body2" color="textSecondary">
                  {resource.description}
                </Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </CardGrid>
    </Box>
  );
}
