/** The newsletter's Functions core: sign-up, unsubscribe, and the pieces their tests need. */
export { newsletterMessages } from './messages.js';
export { subscribeToNewsletter } from './subscribe.js';
export { subscriberId } from './subscriber-id.js';
export { unsubscribeFromNewsletter } from './unsubscribe.js';
export { subscriberIdOfToken, unsubscribeToken } from './unsubscribe-token.js';
export { unsubscribeLink, welcomeMail } from './welcome-mail.js';
