import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { CardGrid } from '../../components/card-grid';
import { PageHeading } from '../../components/page-heading';
import { PageMeta } from '../../components/page-meta';
import { collectionByHandleQueryOptions } from '../../lib/shopify';
import { collectionHandlesQueryOptions } from '../../lib/shopify/collection-handles-query';
import { learnPageQueryOptions } from '../../lib/sanity/queries/learn';
import { routeData } from '../../lib/route-data';
import { LearnTopicCard } from './components/learn-topic-card';

export const clientLoader = routeData(async ({ critical, deferred, prefetch }) => {
  const { topics } = await critical(learnPageQueryOptions);
  // The handles make each topic's button a link to its collection's page (see LearnTopicCard); the
  // button opens the collection over the page, with the products the page came with.
  const handles = await deferred(collectionHandlesQueryOptions(topics.map((topic) => topic.collectionId)));
  await Promise.all(
    Object.values(handles ?? {}).map((handle) => prefetch(collectionByHandleQueryOptions(handle))),
  );
  return null;
});

/** "Learn About Your Health": the health topics, each opening its products. */
export function Component() {
  const { title, intro, buttonLabel, topics } = useSuspenseQuery(learnPageQueryOptions).data;
  const handles = useQuery(collectionHandlesQueryOptions(topics.map((topic) => topic.collectionId))).data;
  return (
    <Container sx={{ py: { xs: 5, md: 8 } }}>
      <PageMeta title={title} description={intro} />
      <PageHeading title={title} intro={intro} />
      <CardGrid>
        {topics.map((topic) => (
          <li key={topic.title}>
            <LearnTopicCard
              topic={topic}
              collectionHandle={handles?.[topic.collectionId]}
              buttonLabel={buttonLabel}
            />
          </li>
        ))}
      </CardGrid>
    </Container>
  );
}
