/**
 * Site settings (brand, claims, footer, campaigns) are used by the shell and by many features, so
 * their query lives here rather than in one feature. The root route loads them before rendering.
 */
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { fetchContent, lazySchema } from './fetch-content';
import { siteSettingsQuery } from './queries/site-settings';

export const siteSettingsQueryOptions = queryOptions({
  queryKey: ['content', 'site-settings'],
  queryFn: () => fetchContent(siteSettingsQuery, lazySchema('siteSettingsSchema')),
});

export function useSiteSettings() {
  return useSuspenseQuery(siteSettingsQueryOptions).data;
}
