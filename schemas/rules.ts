/**
 * Pure checks behind the Studio's validation rules. They live apart from the schema types so that
 * each rule is tested on its own, and so that the messages an editor reads are written once.
 */
import { diseaseClaimProblem } from '../src/domain/claims';

/** Schemes a link in content may use; anything else (javascript:, data:, ...) could run code. */
const LINK_SCHEMES = ['http:', 'https:', 'mailto:', 'tel:'] as const;

/**
 * Why an editor's link target is refused, or undefined when it is fine: http(s), mailto and tel
 * links, or a path on this site. `//host` is refused because browsers read it as another site.
 */
export function linkHrefProblem(href: string): string | undefined {
  const value = href.trim();
  if (value !== href) return 'Remove the spaces around the link.';
  if (value.startsWith('/')) {
    return value.startsWith('//') ? 'A path on this site starts with a single "/".' : undefined;
  }
  const scheme = /^[a-z][a-z0-9+.-]*:/i.exec(value)?.[0].toLowerCase();
  if (!scheme) return 'Use a full address (https://...), mailto:, tel: or a path on this site (/...).';
  if (!(LINK_SCHEMES as readonly string[]).includes(scheme)) {
    return `Links may use https, http, mailto or tel, not "${scheme.slice(0, -1)}".`;
  }
  if ((scheme === 'http:' || scheme === 'https:') && !/^https?:\/\/[^/\s]+/i.test(value)) {
    return 'This web address has no host name.';
  }
  return undefined;
}

/** Why an address of another web site is refused (external resources, social profiles). */
export function webAddressProblem(url: string): string | undefined {
  if (!/^https?:\/\/[^/\s]+\S*$/i.test(url)) return 'Use a full web address starting with https://.';
  return undefined;
}

/** Why a link inside the shop is refused: the Studio's buttons and cards link to store routes. */
export function sitePathProblem(path: string): string | undefined {
  if (!path.startsWith('/') || path.startsWith('//')) return 'Use a path on this site, like /shop.';
  if (/\s/.test(path)) return 'A path cannot contain spaces.';
  return undefined;
}

export function isHexColour(value: string): boolean {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value);
}

/** Shopify ids (collections, products) are numbers written as text; a gid or a name breaks the link. */
export function isShopifyNumericId(value: string): boolean {
  return /^[1-9]\d{0,19}$/.test(value);
}

/** Slugs, aliases and option values appear in URLs and in the quiz's mapping. */
export function isSlugLike(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value);
}

/** Calendar dates compare as text because they are YYYY-MM-DD. */
export function endsBeforeStart(startDate: string, endDate: string): boolean {
  return endDate < startDate;
}

/** The values that occur more than once, each named once, in first-seen order. */
export function duplicatesOf(values: readonly string[]): string[] {
  const seen = new Set<string>();
  const repeated = new Set<string>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

/** Why a button text template is refused: the page fills in `{placeholder}` with each card's name. */
export function templateProblem(template: string, placeholder: string): string | undefined {
  const token = `{${placeholder}}`;
  if (!template.includes(token)) return `Keep ${token} in the text: it is replaced by each card's name.`;
  return undefined;
}

/** A Portable Text block as the Studio stores it; only its spans' text matters here. */
interface StoredBlock {
  _key?: string;
  children?: readonly { text?: unknown }[];
}

/** The plain text of one Portable Text block (its spans joined), '' for anything else. */
export function blockText(block: unknown): string {
  const children = (block as StoredBlock | null)?.children;
  if (!Array.isArray(children)) return '';
  return children
    .map((child: { text?: unknown }) => (typeof child?.text === 'string' ? child.text : ''))
    .join('');
}

/**
 * One warning per block of formatted text that makes a disease claim, on that block's path
 * (`[{_key}]`, or its index when it has no key), so the Studio marks the paragraph itself.
 */
export function portableTextClaimProblems(
  blocks: readonly unknown[],
): { message: string; path: ({ _key: string } | number)[] }[] {
  return blocks.flatMap((block, index) => {
    const message = diseaseClaimProblem(blockText(block));
    if (!message) return [];
    const key = (block as StoredBlock | null)?._key;
    return [{ message, path: [typeof key === 'string' ? { _key: key } : index] }];
  });
}
