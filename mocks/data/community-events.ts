/**
 * Seeded `health_events`: screenings, workshops and gatherings across the five regions the
 * community page names. A few are here on purpose for the page's filter, which leaves out events
 * without a date, without a description, or in an unsettled place ("TBD", "Brooklyn or Queens").
 * Phone numbers are 555 numbers; web addresses are example domains or public-health organisations.
 */
import type { CommunitySeedItem } from './community';
import { dateInDays, dateTimeInDays } from './community-dates';
import { feedItemKey } from './community-feeds';

export const healthEventsSeed: CommunitySeedItem[] = [
  {
    id: 'f4e02e71537428fe3301',
    createdDaysAgo: 1.2,
    fields: {
      title: 'Pop-up Diabetes Screening',
      description:
        'Free A1C finger-stick tests and a few minutes with a diabetes educator. Results in ten minutes; walk-ins welcome.',
      event_type: 'screening',
      event_date: dateInDays(16),
      location: 'Brooklyn or Queens',
      source_url: 'https://nyc-wellness-circle.example.org/events/diabetes-popup',
      region: 'New York',
      source_key: 'https://nyc-wellness-circle.example.org/events/diabetes-popup',
    },
  },
  {
    id: '571e21dea84f1f8a5af6',
    createdDaysAgo: 2.5,
    fields: {
      title: 'Heart Health Sunday: Blood Pressure Checks After Service',
      description:
        'Nurses from the parish health ministry check blood pressure after the 11 AM service and talk through what the numbers mean. Bring your medication list if you have one.',
      event_type: 'screening',
      event_date: dateInDays(9),
      location: 'Greater Hope Baptist Church, 210 W 131st St, New York, NY',
      source_url: 'https://harlem-health.example.org/events/heart-health-sunday',
      region: 'New York',
      source_key: feedItemKey('/events/new-york.ics', 'heart-health-sunday@harlem-health.example.org'),
    },
  },
  {
    id: '62a66f2d3882d2d408f6',
    createdDaysAgo: 3.1,
    fields: {
      title: 'Community Health Worker Open House',
      description:
        'Meet the community health workers who help neighbours find a doctor, get insurance and keep appointments. Light refreshments.',
      event_type: 'other',
      location: 'Newark Community Health Hub, 45 Broad St, Newark, NJ',
      source_url: 'https://newark-health-hub.example.org/open-house',
      region: 'New Jersey',
      source_key: 'https://newark-health-hub.example.org/open-house',
    },
  },
  {
    id: '6ea404b3c48d5e6fcd53',
    createdDaysAgo: 4.4,
    fields: {
      title: 'Mobile Mammography Van',
      description:
        'Screening mammograms on the van for women 40 and over; most insurance accepted and free for the uninsured. Call ahead to reserve a time.',
      event_type: 'screening',
      event_date: dateInDays(23),
      location: 'TBD',
      source_url: 'https://sfl-womens-health.example.org/mammography-van',
      region: 'South Florida',
      source_key: 'https://sfl-womens-health.example.org/mammography-van',
    },
  },
  {
    id: '2ff327efbda58cf3fca0',
    createdDaysAgo: 5.2,
    fields: {
      title: 'Prostate Cancer Screening Day',
      event_type: 'screening',
      event_date: dateInDays(30),
      location: 'Southwest Atlanta Family Clinic, 2200 Campbellton Rd SW, Atlanta, GA',
      source_url: 'https://atl-mens-health.example.org/screening-day',
      region: 'Georgia',
      source_key: feedItemKey('/events/georgia.ics', 'prostate-screening-day@atl-mens-health.example.org'),
    },
  },
  {
    id: '18f3fb4ca530a205aff3',
    createdDaysAgo: 6.3,
    fields: {
      title: 'Cooking for Your Heart: Soul Food Remix',
      description:
        'Chef-led class on cutting salt and saturated fat from family favourites without losing the flavour. Tastings included; space for 20.',
      event_type: 'workshop',
      event_date: dateTimeInDays(12, '18:00'),
      location: 'East Orange Public Library, 21 S Arlington Ave, East Orange, NJ',
      source_url: 'https://newark-health-hub.example.org/events/soul-food-remix',
      region: 'New Jersey',
      source_key: feedItemKey('/events/new-jersey.ics', 'soul-food-remix@newark-health-hub.example.org'),
    },
  },
  {
    id: '8b1d657cfb691e0b0625',
    createdDaysAgo: 7.8,
    fields: {
      title: 'Sickle Cell Awareness Walk & Health Fair',
      description:
        'A one-mile family walk followed by free sickle cell trait testing, blood drive sign-ups and information tables from local clinics.',
      event_type: 'screening',
      event_date: dateInDays(19),
      location: 'Bushnell Park, Hartford, CT',
      source_url: 'https://ct-sickle-cell.example.org/walk',
      region: 'Connecticut',
      source_key: 'https://ct-sickle-cell.example.org/walk',
    },
  },
  {
    id: 'b3395349328b236a59ec',
    createdDaysAgo: 9.1,
    fields: {
      title: 'Kidney Health Check',
      description:
        'Quick urine and blood pressure checks for early signs of kidney disease, with a nephrology nurse on hand to answer questions.',
      event_type: 'screening',
      event_date: dateInDays(14),
      location: 'Miami Gardens Community Center, 3000 NW 199th St, Miami Gardens, FL',
      source_url: 'https://www.kidney.org/kidney-health',
      region: 'South Florida',
      source_key: 'https://sfl-health-calendar.example.org/events/kidney-health-check',
    },
  },
  {
    id: 'e6e34d4481bcdb8f5f23',
    createdDaysAgo: 10.6,
    fields: {
      title: 'Stress, Sleep and Your Blood Pressure',
      description:
        'An evening talk with a cardiologist and a therapist on how sleep and everyday stress show up in your numbers, and what helps.',
      event_type: 'workshop',
      event_date: dateTimeInDays(21, '18:30'),
      location: 'Stamford Government Center, 888 Washington Blvd, Stamford, CT',
      source_url: 'https://ct-heart-network.example.org/events/stress-sleep-bp',
      region: 'Connecticut',
      source_key: 'https://ct-heart-network.example.org/events/stress-sleep-bp',
    },
  },
  {
    id: '0731c8c947d25f1fea80',
    createdDaysAgo: 12.2,
    fields: {
      title: 'Barbershop Blood Pressure Saturdays',
      description:
        'Get your pressure checked while you wait for a cut. Trained barbers and a community nurse share tips and referrals.',
      event_type: 'screening',
      event_date: dateInDays(5),
      location: 'Fresh Fade Barbershop, 1820 Bedford Ave, Brooklyn, NY',
      source_url: 'https://nyc-wellness-circle.example.org/events/barbershop-bp',
      region: 'New York',
      source_key: 'https://nyc-wellness-circle.example.org/events/barbershop-bp',
    },
  },
  {
    id: '9acf436ee9ab553622aa',
    createdDaysAgo: 14.5,
    fields: {
      title: 'Diabetes Self-Management Class (4 weeks)',
      description:
        'A free four-week course on meal planning, reading labels, staying active and checking blood sugar. Family members are welcome to come along.',
      event_type: 'workshop',
      event_date: dateTimeInDays(11, '10:00'),
      location: 'Decatur Recreation Center, 231 Sycamore St, Decatur, GA',
      source_url: 'https://diabetes.org/health-wellness',
      region: 'Georgia',
      source_key: feedItemKey('/events/georgia.ics', 'dsme-class@atl-wellness.example.org'),
    },
  },
  {
    id: '5b1ef779a03e7e289e22',
    createdDaysAgo: 16.9,
    fields: {
      title: 'Memory Screening and Brain Health Talk',
      description:
        'Confidential memory screenings and a short talk on keeping the brain healthy, with resources for families noticing changes in a loved one.',
      event_type: 'screening',
      event_date: dateInDays(26),
      location: 'Fort Lauderdale Urban League, 560 NW 27th Ave, Fort Lauderdale, FL',
      source_url: 'https://www.alz.org/help-support',
      region: 'South Florida',
      source_key: feedItemKey(
        '/events/south-florida.ics',
        'memory-screening@sfl-health-calendar.example.org',
      ),
    },
  },
  {
    id: '0ce4cc5543203c70ba8e',
    createdDaysAgo: 19.3,
    fields: {
      title: 'Free Flu Shots and Health Screenings',
      description:
        'Flu shots for adults and children over 6 months, plus blood pressure, glucose and cholesterol checks. Bring your insurance card if you have one.',
      event_type: 'screening',
      event_date: dateInDays(7),
      location: 'Bronx Community Health Network, 1 Fordham Plaza, Bronx, NY',
      source_url: 'https://harlem-health.example.org/events/flu-shots',
      region: 'New York',
      source_key: feedItemKey('/events/new-york.ics', 'flu-shots@harlem-health.example.org'),
    },
  },
  {
    id: '004989e6d11d7ef70249',
    createdDaysAgo: 23.7,
    fields: {
      title: 'Walk With a Doc',
      description:
        'A relaxed Saturday-morning walk led by local doctors who answer health questions along the way. All paces welcome.',
      event_type: 'other',
      event_date: dateTimeInDays(6, '09:00'),
      location: 'Weequahic Park, Newark, NJ',
      source_url: 'https://walkwithadoc.example.org/newark',
      region: 'New Jersey',
      source_key: 'https://walkwithadoc.example.org/newark',
    },
  },
  {
    id: 'afc2cd0564897a80704d',
    createdDaysAgo: 28.4,
    fields: {
      title: 'Understanding Your Cholesterol Numbers',
      description:
        'A pharmacist walks through LDL, HDL and triglycerides, and answers questions about statins and supplements. Bring recent lab results if you like.',
      event_type: 'workshop',
      event_date: dateTimeInDays(17, '17:30'),
      location: 'New Haven Free Public Library, 133 Elm St, New Haven, CT',
      source_url: 'https://ct-heart-network.example.org/events/cholesterol-numbers',
      region: 'Connecticut',
      source_key: 'https://ct-heart-network.example.org/events/cholesterol-numbers',
    },
  },
  {
    id: '4e1be4ea2b83b2452c15',
    createdDaysAgo: 34.2,
    fields: {
      title: 'Senior Wellness Fair',
      description:
        'Vision, hearing and balance checks, Medicare counselling and a healthy lunch for older adults and their caregivers.',
      event_type: 'screening',
      event_date: dateInDays(10),
      location: 'Southeast Atlanta Senior Center, 1297 McDonough Blvd SE, Atlanta, GA',
      source_url: 'https://atl-wellness.example.org/senior-fair',
      region: 'Georgia',
      source_key: 'https://atl-wellness.example.org/senior-fair',
    },
  },
];
