import { Button } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { ConditionSummary, HomePage } from '../../../domain/types';
import { ContentIcon } from '../../../components/content-icon';
import { CardGrid } from '../../../components/card-grid';
import { HomeSection } from './home-section';

interface HealthGoalGridProps {
  copy: HomePage['healthGoalGrid'];
  conditions: readonly ConditionSummary[];
}

/** "Shop by Health Goal": every condition as a link to its page (or the shop filtered by it). */
export function HealthGoalGrid({ copy, conditions }: HealthGoalGridProps) {
  return (
    <HomeSection title={copy.title} subtitle={copy.subtitle}>
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
    </HomeSection>
  );
}
