import { defineCliConfig } from 'sanity/cli';

export default defineCliConfig({
  api: {
    projectId: process.env.SANITY_STUDIO_PROJECT_ID || 'sankofa',
    dataset: process.env.SANITY_STUDIO_DATASET || 'production',
  },
  // The Studio is built and served with the exact sanity version of package-lock.json, offline too.
  deployment: { autoUpdates: false },
});
