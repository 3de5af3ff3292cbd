/** Why one feed could not be used: bad address, network trouble, too big, or not a feed at all. */
export class FeedError extends Error {
  override name = 'FeedError';
}
