import { defineString } from 'firebase-functions/params';

/**
 * Deploy-time settings of the functions (`functions/.env.<project>` or prompted by `firebase
 * deploy`). Read with `.value()` inside a handler only: at deploy time they have no value yet.
 */
export const sanityProjectId = defineString('SANITY_PROJECT_ID', {
  description: 'Sanity project id of the store content (the feed sources live there).',
});

export const sanityDataset = defineString('SANITY_DATASET', {
  description: 'Sanity dataset to read feed sources from; it must be public.',
  default: 'production',
});

export const sanityApiHost = defineString('SANITY_API_HOST', {
  description:
    'Optional origin that replaces https://<projectId>.apicdn.sanity.io, e.g. https://<projectId>.api.sanity.io for uncached reads. Leave empty normally.',
  default: '',
});
