/** The back-in-stock Functions core: a shopper's "Notify me" on a sold-out product. */
export { backInStockMessages } from './messages.js';
export { backInStockRequestId } from './request-id.js';
export { requestBackInStockNotice } from './request-notice.js';
