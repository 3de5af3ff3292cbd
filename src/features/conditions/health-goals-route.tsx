import { useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { CardGrid } from '../../components/card-grid';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { healthGoalsPageQueryOptions } from '../../lib/sanity/queries/health-goals';
import { criticalData } from '../../lib/route-data';
import { HealthGoalCard } from './components/health-goal-card';

export const clientLoader = criticalData(healthGoalsPageQueryOptions);

/** Shop by Health Goal: one card per goal, each leading to its products. */
export function Component() {
  const { title, intro, buttonTemplate, goals } = useSuspenseQuery(healthGoalsPageQueryOptions).data;
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={title} description={intro} />
      <PageHeading title={title} intro={intro} />
      <CardGrid>
        {goals.map((goal) => (
          <li key={goal.title}>
            <HealthGoalCard goal={goal} buttonTemplate={buttonTemplate} />
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}
