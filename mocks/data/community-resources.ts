/**
 * Seeded `caregiver_resources`: help lines, respite, training and practical support for people
 * caring for a family member, across the five regions. Phone numbers are 555 numbers; web
 * addresses are example domains or public-health organisations.
 */
import type { CommunitySeedItem } from './community';
import { feedItemKey } from './community-feeds';

export const caregiverResourcesSeed: CommunitySeedItem[] = [
  {
    id: '3352edd7e9242225b4c2',
    createdDaysAgo: 0.8,
    fields: {
      title: 'Family Caregiver Helpline',
      description:
        'Talk to a trained caregiver specialist about care options, paperwork and looking after yourself. Evening hours and Spanish-speaking staff.',
      resource_type: 'Helpline',
      location: 'New York City (phone and video)',
      contact_info: '(212) 555-0147',
      website_url: 'https://nyc-caregivers.example.org/helpline',
      region: 'New York',
      source_key: feedItemKey('/resources/new-york.rss', 'https://nyc-caregivers.example.org/helpline'),
    },
  },
  {
    id: '8608fbb2d70ee1ba107a',
    createdDaysAgo: 2.9,
    fields: {
      title: 'Respite Care Vouchers',
      description:
        'Up to 40 hours of respite care a year for family caregivers of adults 60 and over, so you can rest, run errands or keep your own appointments.',
      resource_type: 'Respite care',
      location: 'Essex and Union counties, NJ',
      contact_info: '(973) 555-0112',
      website_url: 'https://nj-respite.example.org/vouchers',
      region: 'New Jersey',
      source_key: 'https://nj-respite.example.org/vouchers',
    },
  },
  {
    id: '8f11bc3fe57a5ca9892d',
    createdDaysAgo: 5.6,
    fields: {
      title: 'Dementia Caregiver Training Series',
      description:
        'Six evening sessions on communication, safety at home and managing changes in behaviour, taught by memory-care nurses. Free, with a meal.',
      resource_type: 'Training',
      location: 'Hartford and online',
      contact_info: 'learn@ct-memory-care.example.org',
      website_url: 'https://ct-memory-care.example.org/training',
      region: 'Connecticut',
      source_key: 'https://ct-memory-care.example.org/training',
    },
  },
  {
    id: '0cde273360287729c34e',
    createdDaysAgo: 8.3,
    fields: {
      title: 'Adult Day Program at Liberty City',
      description:
        'A safe, social day program with meals, activities and nursing checks for older adults, with transport available on weekdays.',
      resource_type: 'Adult day program',
      location: '6000 NW 22nd Ave, Miami, FL',
      contact_info: '(305) 555-0163',
      website_url: 'https://sfl-adult-day.example.org/liberty-city',
      region: 'South Florida',
      source_key: 'https://sfl-adult-day.example.org/liberty-city',
    },
  },
  {
    id: '52d3e2a151ad9c0335ee',
    createdDaysAgo: 11.7,
    fields: {
      title: 'Caregiver Legal and Financial Planning Clinic',
      description:
        'Volunteer attorneys help with health care proxies, powers of attorney and benefits applications. One-hour appointments, no cost.',
      resource_type: 'Legal & planning',
      location: 'Atlanta, GA',
      contact_info: '(404) 555-0129',
      website_url: 'https://ga-elder-law.example.org/clinic',
      region: 'Georgia',
      source_key: 'https://ga-elder-law.example.org/clinic',
    },
  },
  {
    id: 'efa21447411904fdfea6',
    createdDaysAgo: 15.4,
    fields: {
      title: 'Medically Tailored Meals for Families',
      description:
        'Home-delivered meals designed for diabetes, heart and kidney diets, for the person you care for and, when needed, for you.',
      resource_type: 'Meal delivery',
      location: 'Brooklyn, Queens and the Bronx, NY',
      contact_info: '(718) 555-0188',
      website_url: 'https://nyc-good-food.example.org/meals',
      region: 'New York',
      source_key: 'https://nyc-good-food.example.org/meals',
    },
  },
  {
    id: '22bd096d6f51e7c93c25',
    createdDaysAgo: 20.2,
    fields: {
      title: 'Caring for a Loved One With Sickle Cell Disease',
      description:
        'A guide for families on pain crises, hydration, school plans and when to go to the emergency room, with a list of local clinics.',
      resource_type: 'Guide',
      location: 'Online',
      website_url: 'https://www.cdc.gov/sickle-cell/',
      region: 'National',
      source_key: 'https://www.cdc.gov/sickle-cell/',
    },
  },
  {
    id: '9bba2aa4409b1311fcbb',
    createdDaysAgo: 25.9,
    fields: {
      title: 'Caregiver Tax Credit and Benefits Check-up',
      description:
        'Counsellors help families find out which tax credits, paid family leave and Medicaid programmes they qualify for, and fill in the forms.',
      resource_type: 'Financial assistance',
      location: 'Trenton, NJ and by phone',
      contact_info: '(609) 555-0174',
      website_url: 'https://nj-benefits-help.example.org/caregivers',
      region: 'New Jersey',
      source_key: 'https://nj-benefits-help.example.org/caregivers',
    },
  },
  {
    id: '0082c5cf13b92152d817',
    createdDaysAgo: 31.5,
    fields: {
      title: 'Stroke Recovery Caregiver Toolkit',
      description:
        'Checklists, exercise videos and a recovery journal for families helping someone home after a stroke.',
      resource_type: 'Guide',
      location: 'Online',
      website_url: 'https://www.stroke.org/en/help-and-support',
      region: 'Georgia',
      source_key: 'https://ga-stroke-network.example.org/toolkit',
    },
  },
];
