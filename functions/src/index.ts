/**
 * Cloud Functions of the store: admins refresh the three community lists from the feeds editors
 * keep in Sanity. Each function re-checks on the server that the caller is a signed-in admin.
 */
import { refreshListCallable } from './refresh-callable.js';

export const fetchHealthEvents = refreshListCallable('health_events', 'eventsFound');
export const fetchCaregiverResources = refreshListCallable('caregiver_resources', 'resourcesFound');
export const fetchSupportGroups = refreshListCallable('support_groups', 'groupsFound');
