interface InlineLoadErrorProps {
  /** What could not be loaded, in the shopper's words. */
  message: string;
  retrying: boolean;
  onRetry: () => void;
}

/**
 * A part of a page that could not load, said where it would have been, with "Try again". Lighter
 * than MUI's Alert, so the pages whose parts use it do not carry the Alert on their first load;
 * plain elements styled by the store's classes (`inline-load-error`, src/app/store-classes.tsx),
 * so it brings MUI's Button to none of them either.
 */
export function InlineLoadError({ message, retrying, onRetry }: InlineLoadErrorProps) {
  return (
    <div role="alert" className="inline-load-error">
      <p>{message}</p>
      <button
        type="button"
        className="button button--text button--error"
        disabled={retrying}
        onClick={onRetry}
      >
        {retrying ? 'Retrying…' : 'Try again'}
      </button>
    </div>
  );
}
