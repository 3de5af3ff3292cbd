/** The contact form's Functions core. */
export { contactMessages } from './messages.js';
export { contactReference, REFERENCE_ALPHABET, REFERENCE_PATTERN } from './reference.js';
export { receiptMail, supportMail } from './contact-mails.js';
export { sendContactMessage } from './send-contact-message.js';
