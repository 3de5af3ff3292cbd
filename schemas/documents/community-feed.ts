import { defineField, defineType } from 'sanity';
import { checkWith, textLine } from '../fields';

/** The Firestore lists a feed can fill; the names are the Cloud Functions' (functions/src/ingest). */
const communityLists = [
  { title: 'Events & screenings', value: 'health_events' },
  { title: 'Caregiver resources', value: 'caregiver_resources' },
  { title: 'Support groups', value: 'support_groups' },
];

/** The regions the community page covers, and "National" for organisations that serve them all. */
const regions = ['New York', 'New Jersey', 'Connecticut', 'South Florida', 'Georgia', 'National'];

const formats = [
  { title: 'iCalendar (.ics)', value: 'ical' },
  { title: 'RSS 2.0 or Atom', value: 'rss' },
  { title: 'JSON Feed 1.1', value: 'json' },
];

/**
 * Why a feed address is refused. Only https: the refresh runs on our servers, so a plain-http
 * feed could be altered on the way, and other schemes (file:, ftp:, javascript:) are never fetched.
 */
export function feedAddressProblem(url: string): string | undefined {
  if (url.trim() !== url) return 'Remove the spaces around the address.';
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return 'Use the full address of the feed, starting with https://.';
  }
  if (parsed.protocol !== 'https:')
    return 'Feeds are read over https only: use an address starting with https://.';
  if (!parsed.hostname) return 'This web address has no host name.';
  if (parsed.username || parsed.password) return 'Leave user names and passwords out of the address.';
  return undefined;
}

/**
 * A public feed that fills one community list when an admin presses its Update button. Editors add,
 * fix or switch off feeds here without a deploy; disabled feeds are skipped.
 */
export const communityFeed = defineType({
  name: 'communityFeed',
  title: 'Community feed',
  type: 'document',
  fields: [
    textLine({
      name: 'title',
      title: 'Name',
      description:
        'Who publishes the feed, e.g. "Harlem Health Network events". Admins see it in refresh logs.',
      max: 100,
    }),
    defineField({
      name: 'list',
      title: 'Fills the list',
      type: 'string',
      options: { list: communityLists, layout: 'radio' },
      validation: (rule) => rule.required().error('Choose the list this feed fills.'),
    }),
    defineField({
      name: 'region',
      title: 'Region',
      description: 'Every item of this feed is shown with this region.',
      type: 'string',
      options: { list: regions },
      validation: (rule) => rule.required().error('Choose the region the feed covers.'),
    }),
    defineField({
      name: 'url',
      title: 'Feed address',
      description: 'The https:// address of the feed file itself, not of the organisation’s home page.',
      type: 'url',
      validation: (rule) =>
        rule
          .required()
          .uri({ scheme: ['https'] })
          .custom(checkWith(feedAddressProblem)),
    }),
    defineField({
      name: 'format',
      title: 'Format',
      description:
        'Events are usually iCalendar; resources and groups RSS, Atom or JSON Feed. JSON Feed items may add a "_community" object with the fields a card shows (location, contact_info, meeting_schedule, ...).',
      type: 'string',
      options: { list: formats, layout: 'radio' },
      validation: (rule) => rule.required().error('Choose the format of the feed.'),
    }),
    defineField({
      name: 'enabled',
      title: 'Enabled',
      description: 'Switch off to skip this feed without deleting it.',
      type: 'boolean',
      initialValue: true,
      validation: (rule) => rule.required(),
    }),
  ],
  orderings: [{ title: 'Name', name: 'title', by: [{ field: 'title', direction: 'asc' }] }],
  preview: {
    select: { title: 'title', list: 'list', region: 'region', enabled: 'enabled' },
    prepare: ({ title, list, region, enabled }) => {
      const listTitle = communityLists.find((option) => option.value === list)?.title ?? 'No list';
      const details = [listTitle, region ?? 'No region'];
      if (enabled === false) details.push('disabled');
      return { title, subtitle: details.join(' · ') };
    },
  },
});
