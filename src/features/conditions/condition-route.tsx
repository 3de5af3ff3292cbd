import { Suspense } from 'react';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Container } from '@mui/material';
import { replace, useParams } from 'react-router-dom';
import { paths } from '../../config/paths';
import { ClaimMark } from '../../components/claim-mark';
import { PageMeta } from '../../components/page-meta';
import { collectionByHandleQueryOptions } from '../../lib/shopify';
import { collectionHandlesQueryOptions } from '../../lib/shopify/collection-handles-query';
import { RichText } from '../../lib/sanity/portable-text';
import { routeData } from '../../lib/route-data';
import { conditionQueryOptions, conditionsPageQueryOptions } from '../../lib/sanity/queries/conditions';
import type { Condition } from '../../domain/types';
import { ConditionHero } from './components/condition-hero';

export const clientLoader = routeData(async ({ critical, deferred, prefetch }, { params }) => {
  // The index's button texts ("Take Quiz for {condition}", "View Products") are reused here.
  const [condition] = await Promise.all([
    critical(conditionQueryOptions(params.slug ?? ''), { ifNotFound: null }),
    critical(conditionsPageQueryOptions),
  ]);
  // A condition without a page (or a mistyped slug) shows the index, as the spec's store did.
  if (!condition) throw replace(paths.conditions);
  // The collection's handle makes the shop button a link to its page; without it (no collection
  // named, or Shopify did not answer), the button leads to the shop instead.
  const handles = await deferred(collectionHandlesQueryOptions(collectionIdsOf(condition)));
  // That button opens the collection over the page, with the products the page came with.
  await Promise.all(
    Object.values(handles ?? {}).map((handle) => prefetch(collectionByHandleQueryOptions(handle))),
  );
  return null;
});

/** The condition's Shopify collection, when the editors named one. */
function collectionIdsOf({ collectionId }: Condition): string[] {
  return collectionId ? [collectionId] : [];
}

/** The † after each claim the editors marked in the article; the page's footer holds the statement. */
const claimMark = <ClaimMark />;

/** One condition's page: its hero with the ways to shop, then the editors' article. */
export function Component() {
  const { slug = '' } = useParams();
  const condition = useSuspenseQuery(conditionQueryOptions(slug)).data;
  const { quizButtonTemplate, productsButtonLabel } = useSuspenseQuery(conditionsPageQueryOptions).data;
  const handles = useQuery(collectionHandlesQueryOptions(collectionIdsOf(condition))).data;
  return (
    <>
      <PageMeta title={condition.title} description={condition.summary} />
      <ConditionHero
        condition={condition}
        collectionHandle={condition.collectionId ? handles?.[condition.collectionId] : undefined}
        labels={{ quizButtonTemplate, productsButtonLabel }}
      />
      {condition.body.length > 0 && (
        // Below the hero: hydrated in a commit of its own (docs/page-loading.md, idea 6).
        <Suspense fallback={null}>
          <Container maxWidth="md" component="article" sx={{ py: { xs: 5, md: 8 } }}>
            <RichText value={condition.body} claimMark={claimMark} />
          </Container>
        </Suspense>
      )}
    </>
  );
}
