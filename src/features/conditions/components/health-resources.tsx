import { useId } from 'react';
import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ConditionsPage } from '../../../domain/types';
import { ExternalLink } from '../../../components/external-link';

type HealthResourcesProps = Pick<ConditionsPage, 'resourcesTitle' | 'resources'>;

/** Trusted public health organisations, each opening in a new tab. */
export function HealthResources({ resourcesTitle, resources }: HealthResourcesProps) {
  const titleId = useId();
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: { xs: 6, md: 8 } }}>
      <Typography id={titleId} variant="h2" sx={{ mb: 3 }}>
        {resourcesTitle}
      </Typography>
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' },
        }}
      >
        {resources.map((resource) => (
          <li key={resource.url}>
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardContent>
                <Typography component="p" sx={{ fontWeight: 700, mb: 0.5 }}>
                  <ExternalLink href={resource.url}>{resource.name}</ExternalLink>
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {resource.description}
                </Typography>
              </CardContent>
            </Card>
          </li>
        ))}
      </Box>
    </Box>
  );
}
