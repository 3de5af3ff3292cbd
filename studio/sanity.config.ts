import { defineConfig } from 'sanity';
import { structureTool } from 'sanity/structure';
import { visionTool } from '@sanity/vision';
import { schemaTypes } from '../schemas';
import { actionsFor, withoutSingletonOptions, withoutSingletonTemplates } from '../schemas/singleton-policy';
import { storePresentation } from './presentation';
import { structure } from './structure';

/** The API version the storefront's client queries with, so Vision answers the same way. */
const STOREFRONT_API_VERSION = '2025-02-19';

export default defineConfig({
  name: 'default',
  title: 'Sankofa Wellness',
  projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'sankofa',
  dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  plugins: [
    structureTool({ structure }),
    storePresentation,
    visionTool({ defaultApiVersion: STOREFRONT_API_VERSION }),
  ],
  schema: {
    types: schemaTypes,
    templates: (templates) => withoutSingletonTemplates(templates),
  },
  document: {
    actions: (actions, { schemaType }) => actionsFor(schemaType, actions),
    newDocumentOptions: (options) => withoutSingletonOptions(options),
  },
});
