/**
 * Where to go after signing in (`/auth?next=/admin`): only a path of the store itself, never
 * another site (`//evil.example`, `/\evil.example`, `https://…`), so the address cannot be used to
 * send a shopper elsewhere after they typed their password.
 */
export function returnPath(value: string | null | undefined): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // Control characters and backslashes: browsers read some of them as slashes or drop them.
  if ([...value].some((char) => char <= '\u001f' || char === '\u007f' || char === '\\')) return undefined;
  const origin = 'https://store.invalid';
  const url = new URL(value, origin);
  if (url.origin !== origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
