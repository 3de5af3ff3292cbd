import { Link as RouterLink } from 'react-router-dom';
import type { ConditionSummary, HomePage } from '../../../domain/types';
import { ContentIcon } from '../../../components/content-icon';
import { CardGrid } from '../../../components/card-grid';
import { HomeSection } from './home-section';

interface HealthGoalGridProps {
  copy: HomePage['healthGoalGrid'];
  conditions: readonly ConditionSummary[];
}

/**
 * "Shop by Health Goal": every condition as a link to its page (or the shop filtered by it), a
 * plain link in the look of an outlined button (condition-card-classes.ts): twenty of them hydrate
 * with no styling work.
 */
export function HealthGoalGrid({ copy, conditions }: HealthGoalGridProps) {
  return (
    <HomeSection title={copy.title} subtitle={copy.subtitle}>
      <CardGrid columns={{ xs: 2, sm: 3, md: 4, lg: 5 }} gap={1.5}>
        {conditions.map((condition) => (
          <li key={condition.slug}>
            <RouterLink to={condition.href} className="button button--outlined button--full health-goal">
              <span className="button__icon">
                <ContentIcon name={condition.icon} />
              </span>
              {condition.name}
            </RouterLink>
          </li>
        ))}
      </CardGrid>
    </HomeSection>
  );
}
