/**
 * Seeded `support_groups`: peer groups for the conditions the store's shoppers live with, and for
 * their caregivers, meeting in person, online or both. Phone numbers are 555 numbers; web
 * addresses are example domains or public-health organisations.
 */
import type { CommunitySeedItem } from './community';
import { feedItemKey } from './community-feeds';

export const supportGroupsSeed: CommunitySeedItem[] = [
  {
    id: '25830bbb831fbbc816da',
    createdDaysAgo: 1.7,
    fields: {
      name: 'Sisters in Sugar Control',
      description:
        'Women living with type 2 diabetes share recipes, wins and setbacks, with a diabetes educator joining once a month.',
      condition_focus: 'Type 2 diabetes',
      meeting_format: 'in person',
      meeting_schedule: 'First Saturday of the month, 10:00 AM',
      location: 'West End Library, 525 Peeples St SW, Atlanta, GA',
      contact_info: '(404) 555-0158',
      website_url: 'https://ga-sister-circles.example.org/groups/sugar-control',
      region: 'Georgia',
      source_key: feedItemKey('/groups/georgia.json', 'sisters-in-sugar-control'),
    },
  },
  {
    id: '46889a1ad634e0d37476',
    createdDaysAgo: 3.8,
    fields: {
      name: 'Brothers Keeping Pressure Down',
      description:
        'A men’s group for high blood pressure: checking numbers together, talking through medications and keeping each other on track.',
      condition_focus: 'High blood pressure',
      meeting_format: 'hybrid',
      meeting_schedule: 'Every other Thursday, 7:00 PM',
      location: 'Harlem YMCA, 180 W 135th St, New York, NY',
      contact_info: '(212) 555-0136',
      website_url: 'https://harlem-health.example.org/groups/pressure-down',
      region: 'New York',
      source_key: 'https://harlem-health.example.org/groups/pressure-down',
    },
  },
  {
    id: '309b82567b2a24da6d8a',
    createdDaysAgo: 6.9,
    fields: {
      name: 'Pink Ribbon Circle',
      description:
        'Breast cancer survivors and women in treatment meet for encouragement, practical tips and a listening ear.',
      condition_focus: 'Breast cancer',
      meeting_format: 'in person',
      meeting_schedule: 'Second Tuesday of the month, 6:30 PM',
      location: 'Jackson North Medical Center, North Miami Beach, FL',
      contact_info: '(305) 555-0121',
      website_url: 'https://sfl-womens-health.example.org/pink-ribbon-circle',
      region: 'South Florida',
      source_key: 'https://sfl-womens-health.example.org/pink-ribbon-circle',
    },
  },
  {
    id: '76a0d1dca6b25cb660a0',
    createdDaysAgo: 9.4,
    fields: {
      name: 'Dementia Caregivers Evening Group',
      description:
        'For spouses, sons and daughters caring for someone with dementia: a facilitated hour to share what works and what is hard.',
      condition_focus: 'Dementia (caregivers)',
      meeting_format: 'virtual',
      meeting_schedule: 'Mondays, 7:30 PM',
      location: 'Online (video)',
      contact_info: 'groups@ct-memory-care.example.org',
      website_url: 'https://ct-memory-care.example.org/evening-group',
      region: 'Connecticut',
      source_key: 'https://ct-memory-care.example.org/evening-group',
    },
  },
  {
    id: 'c5b4f9a834af48fc3d91',
    createdDaysAgo: 13.1,
    fields: {
      name: 'Sickle Cell Warriors Peer Group',
      description:
        'Young adults living with sickle cell disease talk about pain management, work and school, and getting heard in the ER.',
      condition_focus: 'Sickle cell disease',
      meeting_format: 'hybrid',
      meeting_schedule: 'Third Wednesday of the month, 6:00 PM',
      location: 'Newark Beth Israel Medical Center, Newark, NJ',
      contact_info: '(973) 555-0190',
      website_url: 'https://www.sicklecelldisease.org/support-and-community/',
      region: 'New Jersey',
      source_key: feedItemKey(
        '/groups/new-jersey.atom',
        'tag:nj-peer-groups.example.org,2025:sickle-cell-warriors',
      ),
    },
  },
  {
    id: '95656c2ada7af60736fb',
    createdDaysAgo: 17.6,
    fields: {
      name: 'Kidney Strong',
      description:
        'People on dialysis or living with chronic kidney disease, and their families, meet to swap diet tips and transplant news.',
      condition_focus: 'Chronic kidney disease',
      meeting_format: 'in person',
      meeting_schedule: 'Fourth Saturday of the month, 11:00 AM',
      location: 'Bronx Community Health Network, 1 Fordham Plaza, Bronx, NY',
      contact_info: '(718) 555-0105',
      website_url: 'https://nyc-kidney-strong.example.org',
      region: 'New York',
      source_key: 'https://nyc-kidney-strong.example.org',
    },
  },
  {
    id: 'e3f5c3175055279cb873',
    createdDaysAgo: 22.8,
    fields: {
      name: 'Stroke Survivors Coffee Hour',
      description:
        'A relaxed morning for stroke survivors and care partners, with a speech therapist dropping by each month.',
      condition_focus: 'Stroke recovery',
      meeting_format: 'in person',
      meeting_schedule: 'Second Friday of the month, 10:00 AM',
      location: 'Bridgeport Senior Center, 1220 Fairfield Ave, Bridgeport, CT',
      contact_info: '(203) 555-0117',
      website_url: 'https://ct-stroke-club.example.org/coffee-hour',
      region: 'Connecticut',
      source_key: 'https://ct-stroke-club.example.org/coffee-hour',
    },
  },
  {
    id: 'c0d759e789f0d91ac6ec',
    createdDaysAgo: 27.3,
    fields: {
      name: 'Heart to Heart: Living With Heart Failure',
      description:
        'Patients and family members learn from each other about medications, salt, swelling and staying active with heart failure.',
      condition_focus: 'Heart failure',
      meeting_format: 'virtual',
      meeting_schedule: 'Tuesdays, 12:00 PM',
      location: 'Online (video)',
      contact_info: '(954) 555-0143',
      website_url: 'https://www.heart.org/en/health-topics/heart-failure',
      region: 'South Florida',
      source_key: 'https://sfl-heart-failure.example.org/heart-to-heart',
    },
  },
  {
    id: 'b3fa64202874a62ef6a5',
    createdDaysAgo: 33.6,
    fields: {
      name: 'Healing Together: Grief and Mental Wellness',
      description:
        'A church-hosted circle for anyone carrying grief, depression or anxiety, led by a licensed counsellor. Faith-friendly, open to all.',
      condition_focus: 'Mental health',
      meeting_format: 'in person',
      meeting_schedule: 'Thursdays, 6:30 PM',
      location: 'Ebenezer Community Hall, Atlanta, GA',
      contact_info: '(470) 555-0166',
      website_url: 'https://atl-healing-together.example.org',
      region: 'Georgia',
      source_key: 'https://atl-healing-together.example.org',
    },
  },
];
