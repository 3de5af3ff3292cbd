const ID_LENGTH = 20;

/**
 * The document id of a list item: the first 20 hex characters of SHA-256(source key). The same item
 * always gets the same id, which is how a second refresh recognises it. Web Crypto, so the mock
 * backend computes the very same ids in the browser.
 */
export async function itemId(sourceKey: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(sourceKey));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0'))
    .join('')
    .slice(0, ID_LENGTH);
}
