/** The admin inbox's Functions core: contact messages and the newsletter list, for admins only. */
export { adminInboxMessages } from './messages.js';
export { listContactMessages, setContactMessageStatus } from './contact-messages.js';
export { csvCell, csvText } from './csv.js';
export { exportNewsletterSubscribers, newsletterSummary } from './newsletter-admin.js';
