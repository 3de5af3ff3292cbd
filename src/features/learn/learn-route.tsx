import type { QueryClient } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { CardGrid } from '../../components/card-grid';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { learnPageQueryOptions, useLearnPage } from './api/learn-page';
import { LearnTopicCard } from './components/learn-topic-card';

export function clientLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(learnPageQueryOptions);
    return null;
  };
}

/** "Learn About Your Health": the health topics, each opening its products. */
export function Component() {
  const { title, intro, buttonLabel, topics } = useLearnPage();
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={title} description={intro} />
      <PageHeading title={title} intro={intro} />
      <CardGrid>
        {topics.map((topic) => (
          <li key={topic.title}>
            <LearnTopicCard topic={topic} buttonLabel={buttonLabel} />
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}
