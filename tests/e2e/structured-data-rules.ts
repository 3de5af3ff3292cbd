/**
 * The rules Google's rich results apply to a page's structured data (JSON-LD), as Google's Search
 * Central documents them for each type the store writes: what a type requires, and what the store
 * promises on top (recommended properties it always has). `structuredDataProblems` returns one line
 * per broken rule, empty when the data is eligible; a type without rules here is a problem too, so
 * a new kind of structured data comes with its rules.
 *
 * - Product (merchant listing, product snippet): name, image, offers with price, priceCurrency (ISO
 *   4217) and availability (a schema.org ItemAvailability address); an aggregateRating within its
 *   scale, with a count.
 * - BreadcrumbList: itemListElement of ListItem with position (1, 2, …), name and item (an address).
 * - CollectionPage with an ItemList (a carousel of summary pages): ListItem position and url.
 * - Organization: name, url, logo, sameAs (the promise: the knowledge panel's facts).
 * - FAQPage: mainEntity of Question, each with name and an acceptedAnswer Answer with text.
 */

type Json = unknown;
type Node = Record<string, Json>;

const AVAILABILITY = new Set(
  [
    'BackOrder',
    'Discontinued',
    'InStock',
    'InStoreOnly',
    'LimitedAvailability',
    'MadeToOrder',
    'OnlineOnly',
    'OutOfStock',
    'PreOrder',
    'PreSale',
    'Reserved',
    'SoldOut',
  ].map((value) => `https://schema.org/${value}`),
);

const isNode = (value: Json): value is Node =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const typesOf = (node: Node): string[] => {
  const type = node['@type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((item): item is string => typeof item === 'string') : [];
};

const text = (value: Json) => typeof value === 'string' && value.trim() !== '';

function isAddress(value: Json): boolean {
  if (typeof value !== 'string') return false;
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

class Problems {
  readonly lines: string[] = [];
  add(where: string, rule: string) {
    this.lines.push(`${where}: ${rule}`);
  }
  need(ok: boolean, where: string, rule: string) {
    if (!ok) this.add(where, rule);
  }
}

function listItems(list: Node, where: string, problems: Problems, address: 'item' | 'url') {
  const items = list.itemListElement;
  if (!Array.isArray(items) || items.length === 0) {
    problems.add(`${where}.itemListElement`, 'needs one ListItem or more');
    return;
  }
  items.forEach((item, index) => {
    const at = `${where}.itemListElement[${index}]`;
    if (!isNode(item) || !typesOf(item).includes('ListItem')) return problems.add(at, 'must be a ListItem');
    problems.need(item.position === index + 1, `${at}.position`, `must be ${index + 1}`);
    problems.need(isAddress(item[address]), `${at}.${address}`, 'must be an absolute http(s) address');
    if (address === 'item') problems.need(text(item.name), `${at}.name`, 'must be a non-empty text');
  });
}

function offer(node: Json, where: string, problems: Problems) {
  if (!isNode(node) || !typesOf(node).includes('Offer')) return problems.add(where, 'must be an Offer');
  const price = typeof node.price === 'number' ? node.price : Number(node.price);
  problems.need(
    (typeof node.price === 'number' ||
      (typeof node.price === 'string' && /^\d+(\.\d+)?$/.test(node.price))) &&
      price > 0,
    `${where}.price`,
    'must be a price above zero (a number, or digits with a dot)',
  );
  problems.need(
    typeof node.priceCurrency === 'string' && /^[A-Z]{3}$/.test(node.priceCurrency),
    `${where}.priceCurrency`,
    'must be an ISO 4217 currency code',
  );
  problems.need(
    typeof node.availability === 'string' && AVAILABILITY.has(node.availability),
    `${where}.availability`,
    'must be a schema.org ItemAvailability address (https://schema.org/InStock)',
  );
  if ('url' in node)
    problems.need(isAddress(node.url), `${where}.url`, 'must be an absolute http(s) address');
}

const rules: Record<string, (node: Node, where: string, problems: Problems) => void> = {
  Product(node, where, problems) {
    problems.need(text(node.name), `${where}.name`, 'must be a non-empty text');
    problems.need(text(node.description), `${where}.description`, 'must be a non-empty text');
    const images = Array.isArray(node.image) ? node.image : [node.image];
    problems.need(
      images.length > 0 && images.every(isAddress),
      `${where}.image`,
      'must be one absolute image address or more',
    );
    problems.need(isAddress(node.url), `${where}.url`, 'must be an absolute http(s) address');
    problems.need(
      isNode(node.brand) && text(node.brand.name),
      `${where}.brand`,
      'must be a Brand with a name',
    );
    const offers = Array.isArray(node.offers) ? node.offers : [node.offers];
    if (node.offers === undefined) problems.add(`${where}.offers`, 'needs an Offer');
    else offers.forEach((item, index) => offer(item, `${where}.offers[${index}]`, problems));
    const rating = node.aggregateRating;
    if (rating !== undefined) {
      const at = `${where}.aggregateRating`;
      if (!isNode(rating)) return problems.add(at, 'must be an AggregateRating');
      const best = typeof rating.bestRating === 'number' ? rating.bestRating : 5;
      const worst = typeof rating.worstRating === 'number' ? rating.worstRating : 1;
      problems.need(
        typeof rating.ratingValue === 'number' && rating.ratingValue >= worst && rating.ratingValue <= best,
        `${at}.ratingValue`,
        `must be a number from ${worst} to ${best}`,
      );
      const count = rating.reviewCount ?? rating.ratingCount;
      problems.need(
        typeof count === 'number' && count > 0,
        `${at}.reviewCount`,
        'must be a count above zero',
      );
    }
  },
  BreadcrumbList(node, where, problems) {
    listItems(node, where, problems, 'item');
  },
  CollectionPage(node, where, problems) {
    problems.need(text(node.name), `${where}.name`, 'must be a non-empty text');
    problems.need(isAddress(node.url), `${where}.url`, 'must be an absolute http(s) address');
    if (!isNode(node.mainEntity)) return problems.add(`${where}.mainEntity`, 'must be an ItemList');
    check(node.mainEntity, `${where}.mainEntity`, problems);
  },
  ItemList(node, where, problems) {
    const items = Array.isArray(node.itemListElement) ? node.itemListElement : [];
    // An empty collection lists no product: its list is empty, and says so.
    if (items.length > 0) listItems(node, where, problems, 'url');
    if ('numberOfItems' in node) {
      problems.need(node.numberOfItems === items.length, `${where}.numberOfItems`, `must be ${items.length}`);
    }
  },
  Organization(node, where, problems) {
    problems.need(text(node.name), `${where}.name`, 'must be a non-empty text');
    problems.need(isAddress(node.url), `${where}.url`, 'must be an absolute http(s) address');
    const logo = isNode(node.logo) ? node.logo.url : node.logo;
    problems.need(isAddress(logo), `${where}.logo`, 'must be an absolute image address');
    problems.need(
      Array.isArray(node.sameAs) && node.sameAs.length > 0 && node.sameAs.every(isAddress),
      `${where}.sameAs`,
      "must list the shop's profiles, as absolute addresses",
    );
  },
  FAQPage(node, where, problems) {
    const questions = node.mainEntity;
    if (!Array.isArray(questions) || questions.length === 0) {
      return problems.add(`${where}.mainEntity`, 'needs one Question or more');
    }
    questions.forEach((question, index) => {
      const at = `${where}.mainEntity[${index}]`;
      if (!isNode(question) || !typesOf(question).includes('Question'))
        return problems.add(at, 'must be a Question');
      problems.need(text(question.name), `${at}.name`, 'must be the question, a non-empty text');
      const answer = question.acceptedAnswer;
      problems.need(
        isNode(answer) && typesOf(answer).includes('Answer') && text(answer.text),
        `${at}.acceptedAnswer`,
        'must be an Answer with its text',
      );
    });
  },
};

/** Types the store writes beside a rich-result type, which add no rule of their own. */
const ALONGSIDE = new Set(['DietarySupplement']);

function check(node: Node, where: string, problems: Problems) {
  const types = typesOf(node);
  if (types.length === 0) return problems.add(where, 'has no @type');
  for (const type of types) {
    const rule = rules[type];
    if (rule) rule(node, `${where}(${type})`, problems);
    else if (!ALONGSIDE.has(type)) problems.add(where, `no rule for the type ${type}`);
  }
}

/** What keeps one JSON-LD block from Google's rich results: one line per broken rule. */
export function structuredDataProblems(data: Json): string[] {
  const problems = new Problems();
  if (!isNode(data)) {
    problems.add('JSON-LD', 'must be one object');
    return problems.lines;
  }
  problems.need(data['@context'] === 'https://schema.org', '@context', 'must be https://schema.org');
  check(data, '', problems);
  return problems.lines;
}

/** The types of a block (`['Product', 'DietarySupplement']`), to say which page carries which. */
export function structuredDataTypes(data: Json): string[] {
  return isNode(data) ? typesOf(data) : [];
}
