/**
 * Text from the store's data written into markdown (CommonMark, with GitHub's tables), as the
 * build's agent files use it (build/agent-files.ts, build/product-markdown.ts): a product's title
 * or an editor's sentence is text, never markup, so what markdown would read as markup is escaped
 * with a backslash, which every CommonMark reader drops again.
 */

/** What starts emphasis, code, a link, an HTML tag, a table cell, a strike or a heading's end. */
const INLINE_MARKUP = /[\\`*_[\]<>|~#]/g;
/** An `&` that would start an entity reference (`&amp;`, `&#169;`); a lone `&` stays as it is. */
const ENTITY_START = /&(?=#?[a-z0-9]+;)/gi;
/** What makes a line a list item, a rule or a heading's underline (`#` and `>` are escaped anywhere). */
const BLOCK_START = /^([+=-]|\d+[.)])/;

/** Text as it must stay on one line (a title, a table cell, a list item): breaks become spaces. */
export function inlineText(text: string): string {
  return text
    .replace(/\s+/g, ' ')
    .trim()
    .replace(INLINE_MARKUP, (char) => `\\${char}`)
    .replace(ENTITY_START, '\\&');
}

/**
 * Text as paragraphs, each line of it one (the page prints directions and warnings line by line),
 * none of them read as a heading, a quote or a list.
 */
export function paragraphs(text: string): string {
  return text
    .split(/\r?\n/)
    .map((line) => inlineText(line))
    .filter((line) => line !== '')
    .map((line) => line.replace(BLOCK_START, (marker) => `${marker.slice(0, -1)}\\${marker.slice(-1)}`))
    .join('\n\n');
}

/** A link to an absolute URL, whose text is `text`: the URL's parentheses and spaces encoded. */
export function link(text: string, url: string): string {
  const target = url.replace(/[()<>\s]/g, (char) => encodeURIComponent(char));
  return `[${inlineText(text)}](${target})`;
}

/** A table row of cells (text), as GitHub's tables write it. */
export function tableRow(cells: readonly string[]): string {
  return `| ${cells.map((cell) => inlineText(cell)).join(' | ')} |`;
}
