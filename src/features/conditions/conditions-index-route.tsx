import { useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { CardGrid } from '../../components/card-grid';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { conditionsPageQueryOptions } from '../../lib/sanity/queries/conditions';
import { quizQueryOptions } from '../../lib/sanity/queries/quiz';
import { routeData } from '../../lib/route-data';
import { ConditionSummaryCard } from './components/condition-summary-card';
import { HealthResources } from './components/health-resources';

/**
 * Each condition's card opens the quiz in place: its questions come with the page (1.4 kB gzip), as
 * its code does (the route's `dialog`), so a first tap opens it without a request.
 */
export const clientLoader = routeData(async ({ critical, prefetch }) => {
  await Promise.all([critical(conditionsPageQueryOptions), prefetch(quizQueryOptions)]);
  return null;
});

/** "Health Conditions We Support": the featured conditions and trusted outside resources. */
export function Component() {
  const page = useSuspenseQuery(conditionsPageQueryOptions).data;
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={page.title} description={page.intro} />
      <PageHeading title={page.title} intro={page.intro} />
      <CardGrid>
        {page.conditions.map((condition) => (
          <li key={condition.slug}>
            <ConditionSummaryCard
              condition={condition}
              quizButtonTemplate={page.quizButtonTemplate}
              productsButtonLabel={page.productsButtonLabel}
            />
          </li>
        ))}
      </CardGrid>
      <HealthResources resourcesTitle={page.resourcesTitle} resources={page.resources} />
    </Container>
  );
}
