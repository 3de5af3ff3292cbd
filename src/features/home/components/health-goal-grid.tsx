import { useId } from 'react';
import { Box, Button, Container, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ConditionSummary, HomePage } from '../../../domain/types';
import { ContentIcon } from '../../../components/content-icon';
import { CardGrid } from '../../../components/card-grid';

interface HealthGoalGridProps {
  copy: HomePage['healthGoalGrid'];
  conditions: readonly ConditionSummary[];
}

/** "Shop by Health Goal": every condition as a link to its page (or the shop filtered by it). */
export function HealthGoalGrid({ copy, conditions }: HealthGoalGridProps) {
  const titleId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={titleId}
      sx={{ py: { xs: 6, md: 8 }, bgcolor: 'background.paper' }}
    >
      <Container>
        <Typography id={titleId} variant="h2" sx={{ textAlign: 'center', mb: 1 }}>
          {copy.title}
        </Typography>
        <Typography color="text.secondary" sx={{ textAlign: 'center', mb: 4, maxWidth: 720, mx: 'auto' }}>
          {copy.subtitle}
        </Typography>
        <CardGrid columns={{ xs: 2, sm: 3, md: 4, lg: 5 }} gap={1.5}>
          {conditions.map((condition) => (
            <li key={condition.slug}>
              <Button
                component={RouterLink}
                to={condition.href}
                variant="outlined"
                fullWidth
                startIcon={<ContentIcon name={condition.icon} />}
                sx={{ justifyContent: 'flex-start', py: 1.5, height: '100%', textAlign: 'left' }}
              >
                {condition.name}
              </Button>
            </li>
          ))}
        </CardGrid>
      </Container>
    </Box>
  );
}
