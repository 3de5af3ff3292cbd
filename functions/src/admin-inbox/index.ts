/**
 * The admin inbox's Functions core: contact messages, the newsletter list and the back-in-stock
 * requests, for admins only.
 */
export { adminInboxMessages } from './messages.js';
export { listContactMessages, setContactMessageStatus } from './contact-messages.js';
export { csvCell, csvText } from './csv.js';
export { exportNewsletterSubscribers, newsletterSummary } from './newsletter-admin.js';
export { backInStockSummary, exportBackInStockRequests } from './back-in-stock-admin.js';
