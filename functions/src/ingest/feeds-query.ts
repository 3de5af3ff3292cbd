/**
 * The enabled feed sources of one community list, as editors keep them in Sanity (`communityFeed`).
 * Parameter: `$list`, a list name such as "health_events".
 */
export const FEEDS_QUERY =
  '*[_type == "communityFeed" && list == $list && enabled == true] | order(title asc){title, list, region, url, format}';
