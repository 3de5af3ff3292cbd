import { useQuery, type QueryClient } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { replace, useParams, type LoaderFunctionArgs } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ClaimMark } from '../../components/claim-mark';
import { PageMeta } from '../../components/page-meta';
import { ContentError } from '../../lib/sanity/fetch-content';
import { collectionHandlesQueryOptions } from '../../lib/shopify/collection-handles-query';
import { RichText } from '../../lib/sanity/portable-text';
import { conditionQueryOptions, useCondition } from './api/condition';
import { conditionsPageQueryOptions, useConditionsPage } from './api/conditions-page';
import { ConditionHero } from './components/condition-hero';

export function clientLoader(queryClient: QueryClient) {
  return async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    // A condition without a page (or a mistyped slug) shows the index, as the spec's store did.
    const condition = queryClient.ensureQueryData(conditionQueryOptions(slug)).catch((error: unknown) => {
      if (error instanceof ContentError && error.reason === 'not-found') throw replace(paths.conditions);
      throw error;
    });
    // The index's button texts ("Take Quiz for {condition}", "View Products") are reused here.
    // The collection's handle makes the shop button a link to its page; without it (Shopify did
    // not answer), the button leads to the shop instead.
    const handle = condition.then(({ collectionId }) =>
      queryClient.ensureQueryData(collectionHandlesQueryOptions([collectionId])).catch(() => undefined),
    );
    await Promise.all([condition, handle, queryClient.ensureQueryData(conditionsPageQueryOptions)]);
    return null;
  };
}

/** The † after each claim the editors marked in the article; the page's footer holds the statement. */
const claimMark = <ClaimMark />;

/** One condition's page: its hero with the ways to shop, then the editors' article. */
export function Component() {
  const { slug = '' } = useParams();
  const condition = useCondition(slug);
  const { quizButtonTemplate, productsButtonLabel } = useConditionsPage();
  const handles = useQuery(collectionHandlesQueryOptions([condition.collectionId])).data;
  return (
    <>
      <PageMeta title={condition.title} description={condition.summary} />
      <ConditionHero
        condition={condition}
        collectionHandle={handles?.[condition.collectionId]}
        labels={{ quizButtonTemplate, productsButtonLabel }}
      />
      {condition.body.length > 0 && (
        <Container maxWidth="md" component="article" sx={{ py: { xs: 5, md: 8 } }}>
          <RichText value={condition.body} claimMark={claimMark} />
        </Container>
      )}
    </>
  );
}
