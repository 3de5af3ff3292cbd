/**
 * The community lists mock mode starts with (Firestore `health_events`, `caregiver_resources` and
 * `support_groups`), the admin's role document, and the sample reviews with their summaries
 * (reviews.ts). Each entry's id is what the ingest would give
 * it (`itemId(source_key)`), so a refresh over the fixture feeds recognises the seeded entries that
 * came from those feeds and adds only the new ones.
 */
import { daysAgo } from './community-dates';
import { caregiverResourcesSeed } from './community-resources';
import { healthEventsSeed } from './community-events';
import { supportGroupsSeed } from './community-groups';
import { reviewDocument, seedReviewSummaries, seedReviews } from './reviews';
import { MOCK_ADMIN_UID } from './users';

import type { CommunityListName } from '../../src/domain/community';

export type { CommunityListName };

export interface CommunitySeedItem {
  /** The document id: the first 20 hex characters of SHA-256(source_key). */
  id: string;
  /** When the entry was added (its `created_at`), in days before the mock backend started. */
  createdDaysAgo: number;
  /** The document's text fields (all but `created_at`); unknown ones are absent, never "". */
  fields: Record<string, string>;
}

export const communityListsSeed: Record<CommunityListName, readonly CommunitySeedItem[]> = {
  health_events: healthEventsSeed,
  caregiver_resources: caregiverResourcesSeed,
  support_groups: supportGroupsSeed,
};

export const communityListNames = Object.keys(communityListsSeed) as CommunityListName[];

/** A seed document in plain values (dates as Dates). */
export interface SeedDocument {
  path: string;
  data: Record<string, unknown>;
  createdAt: Date;
}

/** Every seeded Firestore document, with dates relative to `now`. */
export function firestoreSeed(now = new Date()): SeedDocument[] {
  const lists = communityListNames.flatMap((list) =>
    communityListsSeed[list].map((item) => {
      const createdAt = daysAgo(item.createdDaysAgo, now);
      return { path: `${list}/${item.id}`, data: { ...item.fields, created_at: createdAt }, createdAt };
    }),
  );
  const roleGranted = daysAgo(60, now);
  const reviews = seedReviews.map((review) => ({
    path: `reviews/${review.id}`,
    ...reviewDocument(review, now),
  }));
  // A summary was last written with its product's newest review.
  const summaries = Object.entries(seedReviewSummaries).map(([handle, summary]) => ({
    path: `review_summaries/${handle}`,
    data: { ...summary },
    createdAt: reviews
      .filter((review) => review.data.product_handle === handle)
      .reduce((newest, review) => (review.createdAt > newest ? review.createdAt : newest), new Date(0)),
  }));
  return [
    { path: `user_roles/${MOCK_ADMIN_UID}`, data: { role: 'admin' }, createdAt: roleGranted },
    ...lists,
    ...reviews,
    ...summaries,
  ];
}
