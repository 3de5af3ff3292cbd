/** What the store's admin reads when the inbox cannot be shown or changed, word for word. */
export const adminInboxMessages = {
  unauthenticated: 'Sign in as an administrator to see this.',
  permissionDenied: 'Only administrators can see messages and subscribers.',
  unreadable: 'This request could not be read. Please reload the page and try again.',
  notFound: 'This message no longer exists.',
  internal: 'Could not load this right now. Please try again.',
} as const;
