/**
 * A product page as markdown (`/products/<handle>.md`), for agents and other readers of text: what
 * the page shows, from the data it was rendered from (src/entry-prerender.tsx, `ProductTwin`),
 * in the page's own words and figures. Every figure and sentence comes from the functions the page
 * prints with (money, bundle prices, Subscribe & save, Supplement Facts, dates): the two cannot
 * disagree, and no rule of the shop (a reference price, the renewal terms) has a second copy here.
 */
import type { ProductTwin, StoreWords } from '../src/entry-prerender';
import { paths, productMarkdownPath } from '../src/config/paths';
import { isAgeRestricted, MINIMUM_AGE } from '../src/domain/age-check';
import { referencePrice } from '../src/domain/bundle-price';
import { bundleSavingWords } from '../src/domain/bundle-saving-words';
import { formatIsoDate } from '../src/domain/calendar-date';
import { formatMoney } from '../src/domain/money';
import { CANCEL_ONLINE, planPerDelivery, renewalWords } from '../src/domain/subscriptions';
import {
  factsFootnotes,
  factsRowCells,
  footnotesOf,
  formatAmount,
  formatDailyValue,
  pricePerServingWords,
  type SupplementFacts,
} from '../src/domain/supplement-facts';
import {
  planIntervalWords,
  planPriceWords,
  subscribeHeadline,
} from '../src/components/purchase/subscription-words';
import { keyBenefits } from '../src/features/product/components/key-benefits';
import { inlineText, link, paragraphs, tableRow } from './markdown-text';
import { absoluteUrl } from './sitemap';

type Url = (path: string) => string;

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The facts a shopper decides on, as the buy box shows them, and the way back to the page. */
function keyFacts({ product, purchase, facts }: ProductTwin, url: Url): string {
  const reference = referencePrice(product);
  const perServing = facts ? pricePerServingWords(product.price, facts) : null;
  const lines = [
    `Price: ${formatMoney(product.price)}` +
      (reference ? ` (${reference.label.toLowerCase()}: ${formatMoney(reference.price)})` : ''),
    ...(perServing ? [`Price per serving: ${perServing}`] : []),
    purchase ? 'Available to buy' : 'Sold out',
    ...(isAgeRestricted(product) ? [`Sold only to shoppers ${MINIMUM_AGE} or older`] : []),
    ...(product.certifications.length > 0 ? [`Certifications: ${product.certifications.join(', ')}`] : []),
  ];
  const page = link(product.title, url(paths.product(product.handle)));
  return [...lines.map((line) => `- ${inlineText(line)}`), `- Product page: ${page}`].join('\n');
}

/** "In This Bundle": its products, each with its price, and what the bundle saves against them. */
function bundleParts({ product }: ProductTwin, url: Url): string[] {
  const words = bundleSavingWords(product.price, product.bundleParts);
  if (words === null) return [];
  const parts = product.bundleParts.map(
    (part) => `- ${link(part.title, url(productMarkdownPath(part.handle)))}: ${formatMoney(part.price)}`,
  );
  return ['## In This Bundle', parts.join('\n'), inlineText(words)];
}

/** Subscribe & save: each plan with its price per delivery and the terms it renews on (ROSCA). */
function subscribeAndSave({ purchase, customerAccountUrl }: ProductTwin, url: Url): string[] {
  if (!purchase?.offer) return [];
  const { price, offer } = purchase;
  const account = new URL(customerAccountUrl, url('/')).href;
  const plans = offer.plans.map((plan) => {
    const terms = `${renewalWords(planPerDelivery(price, plan), plan)} ${CANCEL_ONLINE.before}`;
    const choice = `${capitalized(planIntervalWords(plan))}: ${planPriceWords(price, plan)}.`;
    return `- ${inlineText(`${choice} ${terms}`)} ${link(CANCEL_ONLINE.link, account)}.`;
  });
  const once = offer.requiresSellingPlan
    ? '- Sold only by subscription: no one-time purchase.'
    : `- One-time purchase: ${formatMoney(price)}`;
  return [
    `## ${inlineText(subscribeHeadline(offer.plans, price.currencyCode))}`,
    [once, ...plans].join('\n'),
  ];
}

/** "About This Product" and "Key Benefits", each claim marked as the page marks it. */
function about({ product }: ProductTwin, claim: string): string[] {
  const ownBenefits = product.benefits.length > 0;
  const benefits = keyBenefits(product).map(
    (benefit) => `- ${inlineText(benefit)}${ownBenefits ? claim : ''}`,
  );
  return [
    '## About This Product',
    `${paragraphs(product.benefit)}${claim}`,
    '## Key Benefits',
    benefits.join('\n'),
  ];
}

/** The Supplement Facts panel as a table, cell for cell as the page prints it, and its footnotes. */
function factsPanel(facts: SupplementFacts): string[] {
  const rows = facts.rows.map((row) => {
    const { amount, dailyValue } = factsRowCells(row);
    const name = row.form ? `${row.name} (${row.form})` : row.name;
    // A sub-row (sugars under carbohydrate, a fatty acid under fish oil), indented on the label.
    return tableRow([row.indent ? `↳ ${name}` : name, amount, dailyValue]);
  });
  const blends = facts.blends.map((blend) =>
    tableRow([`${blend.name}: ${blend.ingredients.join(', ')}`, formatAmount(blend), formatDailyValue(null)]),
  );
  const footnotes = footnotesOf(facts);
  return [
    '## Supplement Facts',
    `Serving Size ${inlineText(facts.servingSize)}`,
    `Servings Per Container ${facts.servingsPerContainer}`,
    [
      tableRow(['Ingredient', 'Amount Per Serving', '% Daily Value']),
      '| --- | ---: | ---: |',
      ...rows,
      ...blends,
    ].join('\n'),
    ...(footnotes.calorieBased ? [inlineText(factsFootnotes.calorieBased)] : []),
    ...(footnotes.notEstablished ? [inlineText(factsFootnotes.notEstablished)] : []),
  ];
}

/** "What's in the Bottle": the panel, then the directions, ingredients and warnings as entered. */
function whatsInTheBottle({ facts }: ProductTwin): string[] {
  if (facts === undefined) return [];
  if (facts === null) return ['## Supplement Facts', 'Supplement Facts coming soon.'];
  const sections = [
    ['Suggested Use', facts.suggestedUse],
    ['Other Ingredients', facts.otherIngredients],
    ['Allergens', facts.allergens],
    ['Warnings', facts.warnings],
  ] as const;
  return [
    ...factsPanel(facts),
    ...sections.flatMap(([title, text]) => (text ? [`## ${title}`, paragraphs(text)] : [])),
  ];
}

/** "Lab Results": each lot the page lists, leading to its report, and how every lot is tested. */
function labResults({ labReports }: ProductTwin, url: Url): string[] {
  if (labReports === undefined) return [];
  const lots = labReports.map(
    (report) =>
      `- ${link(`Lot ${report.lotCode}`, url(paths.labResultsFor(report.lotCode)))}: ` +
      inlineText(`tested ${formatIsoDate(report.testDate)} by ${report.laboratory}`),
  );
  const none = 'No lab results are published for this product yet.';
  return [
    '## Lab Results',
    ...(lots.length > 0 ? [lots.join('\n')] : [none]),
    link('How we test every lot', url(paths.labResults)),
  ];
}

/** The markdown twin of a product page on the site at `origin`. */
export function productMarkdown(twin: ProductTwin, store: StoreWords, origin: string): string {
  const url: Url = (path) => absoluteUrl(origin, path);
  const { product } = twin;
  const blocks = [
    `# ${inlineText(product.title)}`,
    ...(product.subtitle ? [paragraphs(product.subtitle)] : []),
    keyFacts(twin, url),
    ...bundleParts(twin, url),
    ...subscribeAndSave(twin, url),
    ...about(twin, store.claimSymbol),
    ...whatsInTheBottle(twin),
    ...labResults(twin, url),
    // The statement every † above leads to, as the footer of the page prints it.
    '---',
    inlineText(store.fdaStatement),
  ];
  return `${blocks.join('\n\n')}\n`;
}
