import { describe, expect, it } from 'vitest';
import { readFixture } from '../test-support/fixtures.js';
import { FeedError } from './feed-error.js';
import { parseFeed } from './parse-feed.js';
import type { FeedFormat } from './types.js';

describe('iCalendar feeds', () => {
  const items = parseFeed('ical', readFixture('harlem-events.ics'));

  it('reads every VEVENT, in feed order', () => {
    expect(items.map((item) => item.title)).toEqual([
      'Free Blood Pressure Screening',
      'Diabetes-Friendly Soul Food Kitchen',
      'Caregiver Coffee Morning',
      'Free Blood Pressure Screening (repeated in the feed)',
      undefined,
      'Mystery event with neither UID nor URL',
      'Vision Check Day',
    ]);
  });

  it('reads UID, DESCRIPTION, LOCATION, URL and CATEGORIES', () => {
    expect(items[0]).toEqual({
      id: 'bp-screening-2025-11-08@harlem-health.example.org',
      title: 'Free Blood Pressure Screening',
      description:
        'Walk-in blood pressure checks with nurses from the neighbourhood \n clinic. No appointment needed.',
      link: 'https://harlem-health.example.org/events/bp-screening',
      startsAt: '2025-11-08',
      location: 'Abyssinian Baptist Church, 132 Odell Clark Pl, New York, NY',
      categories: ['Screening', 'Heart health'],
    });
  });

  it.each([
    [0, '2025-11-08'],
    [1, '2025-11-12T18:00:00-05:00'],
    [2, '2025-11-20T23:00:00Z'],
  ])('reads DTSTART of event %i as %s', (index, startsAt) => {
    expect(items[index]?.startsAt).toBe(startsAt);
  });

  it('keeps a local time when the zone is not one the platform knows', () => {
    const [item] = parseFeed('ical', calendar('DTSTART;TZID=Eastern Standard Time:20250704T100000'));
    expect(item?.startsAt).toBe('2025-07-04T10:00:00');
  });

  it('uses the daylight-saving offset in summer', () => {
    const [item] = parseFeed('ical', calendar('DTSTART;TZID=America/New_York:20250704T100000'));
    expect(item?.startsAt).toBe('2025-07-04T10:00:00-04:00');
  });

  it('drops a malformed DTSTART but keeps the event', () => {
    const [item] = parseFeed('ical', calendar('DTSTART:not-a-date'));
    expect(item?.title).toBe('Picnic');
    expect(item?.startsAt).toBeUndefined();
  });

  it('reads a calendar with no events as no items', () => {
    expect(parseFeed('ical', 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nEND:VCALENDAR\r\n')).toEqual([]);
  });

  it.each([
    ['an HTML page', '<!doctype html><html><body>Moved</body></html>'],
    ['plain text', 'Sorry, our calendar is down'],
    ['an empty body', ''],
    ['a vCard', 'BEGIN:VCARD\r\nVERSION:4.0\r\nFN:Someone\r\nEND:VCARD\r\n'],
    ['an unterminated calendar', 'BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nSUMMARY:x\r\n'],
  ])('refuses %s', (_name, text) => {
    expect(() => parseFeed('ical', text)).toThrow(FeedError);
  });
});

function calendar(dtstart: string): string {
  return [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'BEGIN:VEVENT',
    'UID:picnic',
    'SUMMARY:Picnic',
    dtstart,
    'END:VEVENT',
    'END:VCALENDAR',
  ].join('\r\n');
}

describe('RSS 2.0 feeds', () => {
  const items = parseFeed('rss', readFixture('caregiver-resources.rss.xml'));

  it('reads guid, title, link, description (escaped HTML or CDATA) and categories', () => {
    expect(items.slice(0, 2)).toEqual([
      {
        id: 'https://nj-caregivers.example.org/resources/respite-grants',
        title: 'Respite Care Grants for Family Caregivers',
        description:
          '<p>Up to <strong>$600 a year</strong> toward adult day care or in-home help.</p><p>Call 973-555-0142 to apply.</p>',
        link: 'https://nj-caregivers.example.org/resources/respite-grants',
        startsAt: undefined,
        location: undefined,
        categories: ['Financial help'],
      },
      {
        id: 'nj-caregivers-2025-dementia-training',
        title: 'Dementia Caregiver Training — Newark & Online',
        description:
          '<div>Six free evening sessions on <em>communication</em>, safety at home and self-care.<br/>Certificates provided.</div>',
        link: 'https://nj-caregivers.example.org/resources/dementia-training',
        startsAt: undefined,
        location: undefined,
        categories: ['Training'],
      },
    ]);
  });

  it('reads items without guid or link too (the normaliser decides what to keep)', () => {
    expect(items).toHaveLength(5);
    expect(items[4]).toMatchObject({ title: 'Medicaid Home Care Helpline', id: undefined, link: undefined });
  });

  it('reads the date and place of the RSS event module', () => {
    const [item] = parseFeed(
      'rss',
      `<rss version="2.0" xmlns:ev="http://purl.org/rss/1.0/modules/event/"><channel><title>x</title>
        <item><title>Health fair</title><guid>fair</guid><ev:startdate>2025-11-15T10:00:00-05:00</ev:startdate>
        <ev:location>Hartford Public Library</ev:location></item></channel></rss>`,
    );
    expect(item).toMatchObject({
      startsAt: '2025-11-15T10:00:00-05:00',
      location: 'Hartford Public Library',
    });
  });

  it('keeps numeric-looking titles as text', () => {
    const [item] = parseFeed(
      'rss',
      '<rss><channel><item><title>2025</title><guid>007</guid></item></channel></rss>',
    );
    expect(item).toMatchObject({ title: '2025', id: '007' });
  });

  it('reads a channel with no items as no items', () => {
    expect(parseFeed('rss', '<rss version="2.0"><channel><title>Quiet</title></channel></rss>')).toEqual([]);
  });
});

describe('Atom feeds', () => {
  const items = parseFeed('rss', readFixture('support-groups.atom.xml'));

  it('reads id, title, alternate link, summary and category labels', () => {
    expect(items[0]).toEqual({
      id: 'tag:ct-circles.example.org,2025:stroke-circle',
      title: 'Stroke Survivors &amp; Families Circle',
      description: '<p>Peer support for survivors and the people who love them.</p>',
      link: 'https://ct-circles.example.org/groups/stroke-circle',
      categories: ['Stroke recovery', 'In person'],
    });
  });

  it('reads the words of XHTML content', () => {
    expect(items[1]).toMatchObject({
      link: 'https://ct-circles.example.org/groups/heart-failure-virtual',
      description: 'Every second Tuesday on video, led by a cardiac nurse.',
      categories: ['virtual', 'Heart failure'],
    });
  });
});

describe('malformed XML feeds', () => {
  it.each([
    ['an unclosed element', readFixture('broken.xml')],
    ['an HTML error page', '<html><body><p>Oops<br></body></html>'],
    ['JSON', '{"items": []}'],
    ['an empty body', ''],
    ['another XML document', '<?xml version="1.0"?><opml version="2.0"><body/></opml>'],
  ])('refuses %s', (_name, text) => {
    expect(() => parseFeed('rss', text)).toThrow(FeedError);
  });

  it('refuses entity expansion bombs', () => {
    const bomb = `<?xml version="1.0"?>
      <!DOCTYPE lolz [
        <!ENTITY lol "lol">
        <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
        <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
        <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
        <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
      ]>
      <rss><channel><item><title>&lol4;</title><guid>x</guid></item></channel></rss>`;
    let titleLength = 0;
    try {
      titleLength = parseFeed('rss', bomb)[0]?.title?.length ?? 0;
    } catch (error) {
      expect(error).toBeInstanceOf(FeedError);
    }
    expect(titleLength).toBeLessThan(100_000);
  });
});

describe('JSON Feed', () => {
  const items = parseFeed('json', readFixture('support-groups.json'));

  it('reads id, url, title, HTML or text content, tags and the _community extension', () => {
    expect(items[0]).toEqual({
      id: 'atl-diabetes-sisters',
      title: 'Diabetes Sisters of Atlanta',
      description:
        '<p>A warm circle for women managing <b>type 2 diabetes</b>: recipes, wins and honest talk.</p>',
      link: 'https://ga-sister-circles.example.org/groups/atl-diabetes-sisters',
      startsAt: undefined,
      location: 'West End Library, Atlanta, GA',
      categories: ['Diabetes'],
      community: {
        condition_focus: 'Type 2 diabetes',
        meeting_format: 'in person',
        meeting_schedule: 'First Saturday of the month, 10:00 AM',
        location: 'West End Library, Atlanta, GA',
        contact_info: '404-555-0198',
      },
    });
  });

  it('reads numeric ids as text and skips entries that are not objects', () => {
    expect(items.map((item) => item.id)).toEqual(['atl-diabetes-sisters', '42', 'no-title', undefined]);
  });

  it('reads the event date from _community, never from date_published', () => {
    const [item] = parseFeed(
      'json',
      JSON.stringify({
        version: 'https://jsonfeed.org/version/1.1',
        items: [
          {
            id: 'e',
            title: 'Walk',
            date_published: '2025-01-01T00:00:00Z',
            _community: { event_date: '2025-11-01' },
          },
        ],
      }),
    );
    expect(item?.startsAt).toBe('2025-11-01');
  });

  it.each([
    ['invalid JSON', '{"version": "https://jsonfeed.org/version/1.1", "items": ['],
    ['JSON that is not a feed', '{"events": []}'],
    ['a feed without items', '{"version": "https://jsonfeed.org/version/1.1"}'],
    ['items that are not a list', '{"version": "https://jsonfeed.org/version/1.1", "items": {}}'],
    ['a list', '[]'],
    ['XML', '<rss/>'],
  ])('refuses %s', (_name, text) => {
    expect(() => parseFeed('json', text)).toThrow(FeedError);
  });
});

describe('parseFeed', () => {
  it('refuses a format it does not know', () => {
    expect(() => parseFeed('csv' as FeedFormat, 'a,b')).toThrow('Unknown feed format "csv".');
  });
});
