import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { FeedError } from './feed-error.js';
import type { RawFeedItem } from './types.js';

type XmlNode = Record<string, unknown>;

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  // Titles such as "2025" must stay text, not become numbers.
  parseTagValue: false,
  parseAttributeValue: false,
  ignoreDeclaration: true,
  ignorePiTags: true,
  isArray: (name) => name === 'item' || name === 'entry' || name === 'category' || name === 'link',
});

/** Reads the items of an RSS 2.0 feed or the entries of an Atom feed. Throws `FeedError` otherwise. */
export function parseRss(text: string): RawFeedItem[] {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new FeedError(`Not well-formed XML (line ${valid.err.line}): ${valid.err.msg}`);
  }
  let document: XmlNode;
  try {
    document = parser.parse(text) as XmlNode;
  } catch (error) {
    throw new FeedError(`Not a readable XML feed: ${error instanceof Error ? error.message : String(error)}`);
  }
  const channel = asNode(asNode(document.rss)?.channel);
  if (channel) return asNodes(channel.item).map(readRssItem);
  const feed = asNode(document.feed);
  if (feed) return asNodes(feed.entry).map(readAtomEntry);
  throw new FeedError('Not an RSS or Atom feed: no <rss><channel> or <feed> element.');
}

function readRssItem(item: XmlNode): RawFeedItem {
  return {
    id: textOf(item.guid),
    title: textOf(item.title),
    description: textOf(item.description) ?? textOf(item['content:encoded']),
    link: textOf(asArray(item.link)[0]),
    // The RSS event module (mod_event) is how RSS carries an event's own date and place.
    startsAt: textOf(item['ev:startdate']),
    location: textOf(item['ev:location']),
    categories: asArray(item.category).flatMap((category) => textOf(category) ?? []),
  };
}

function readAtomEntry(entry: XmlNode): RawFeedItem {
  const links = asNodes(entry.link);
  const page = links.find((link) => link['@_rel'] === undefined || link['@_rel'] === 'alternate');
  return {
    id: textOf(entry.id),
    title: textOf(entry.title),
    description: textOf(entry.summary) ?? textOf(entry.content),
    link: typeof page?.['@_href'] === 'string' ? page['@_href'] : undefined,
    categories: asNodes(entry.category).flatMap((category) => {
      const label = category['@_label'] ?? category['@_term'];
      return typeof label === 'string' ? [label] : [];
    }),
  };
}

/**
 * The text inside an element, with nested markup (Atom's xhtml content) flattened to its words;
 * attributes are never text.
 */
function textOf(node: unknown): string | undefined {
  if (typeof node === 'string') return node;
  if (typeof node === 'number' || typeof node === 'boolean') return String(node);
  if (Array.isArray(node)) return joinTexts(node.map(textOf));
  if (node && typeof node === 'object') {
    return joinTexts(
      Object.entries(node)
        .filter(([key]) => !key.startsWith('@_'))
        .map(([, child]) => textOf(child)),
    );
  }
  return undefined;
}

function joinTexts(texts: Array<string | undefined>): string | undefined {
  const present = texts.filter((text): text is string => text !== undefined && text !== '');
  return present.length > 0 ? present.join(' ') : undefined;
}

function asArray(value: unknown): unknown[] {
  if (value === undefined) return [];
  return Array.isArray(value) ? value : [value];
}

function asNode(value: unknown): XmlNode | undefined {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as XmlNode) : undefined;
}

function asNodes(value: unknown): XmlNode[] {
  return asArray(value).flatMap<XmlNode>((entry) => asNode(entry) ?? []);
}
