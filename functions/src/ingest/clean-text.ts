/**
 * Turns the text feeds send (HTML fragments, entities, stray whitespace, any length) into the plain
 * one-paragraph strings the community cards show. Pure string work, so it runs in the browser too.
 */

/** Named entities common in feeds; anything rarer is left as written rather than guessed. */
const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  laquo: '«',
  raquo: '»',
  bull: '•',
  middot: '·',
  copy: '©',
  reg: '®',
  trade: '™',
  deg: '°',
  eacute: 'é',
  egrave: 'è',
  aacute: 'á',
  agrave: 'à',
  iacute: 'í',
  oacute: 'ó',
  uacute: 'ú',
  ntilde: 'ñ',
  ccedil: 'ç',
  uuml: 'ü',
  ouml: 'ö',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, body: string) => {
    if (body.startsWith('#')) {
      const codePoint =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      const valid = codePoint > 0 && codePoint <= 0x10ffff && !(codePoint >= 0xd800 && codePoint <= 0xdfff);
      return valid ? String.fromCodePoint(codePoint) : '';
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? entity;
  });
}

/**
 * Plain text of an HTML fragment: scripts, styles and comments go with their content, every other
 * tag becomes a space so that words from neighbouring blocks do not run together.
 */
export function htmlToText(html: string): string {
  const withoutTags = html
    .replace(/<!--[\s\S]*?(?:-->|$)/g, ' ')
    .replace(/<(script|style|template|iframe|object)\b[\s\S]*?(?:<\/\1\s*>|$)/gi, ' ')
    .replace(/<\/?[a-z!?/][^>]*(?:>|$)/gi, ' ');
  // Entities are decoded last, so an escaped "&lt;b&gt;" stays visible text and is never a tag.
  return decodeEntities(withoutTags);
}

export function collapseWhitespace(text: string): string {
  return text.replace(/[\s\u00a0\u200b]+/g, ' ').trim();
}

/** Cuts text to at most `max` characters, at a word break when one is near, marked with "…". */
export function capLength(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  const cut = characters.slice(0, max - 1).join('');
  const lastSpace = cut.lastIndexOf(' ');
  const atWord = lastSpace >= cut.length * 0.8 ? cut.slice(0, lastSpace) : cut;
  return `${atWord.trimEnd()}…`;
}

/**
 * Any text field: HTML reduced to plain text, one paragraph with single spaces, capped; undefined
 * when nothing is left, because the lists leave unknown fields out rather than store "".
 */
export function cleanText(value: unknown, max: number): string | undefined {
  if (typeof value !== 'string' && typeof value !== 'number') return undefined;
  const text = collapseWhitespace(htmlToText(String(value)));
  return text ? capLength(text, max) : undefined;
}

/** Longer addresses are dropped, not cut: half an address leads nowhere. */
export const MAX_URL_LENGTH = 2000;

/** An http(s) address as the browser should open it, or undefined for anything else. */
export function cleanWebUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username || url.password || !url.hostname) return undefined;
  const href = url.href;
  return href.length <= MAX_URL_LENGTH ? href : undefined;
}
