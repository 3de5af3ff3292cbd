/**
 * The HTML of the files the build prerenders (build/prerender.ts): the built index.html, the
 * template, with one page's markup, styles and state in it, or as the shell. It parses the template
 * and the page's markup with parse5 (the HTML parser of jsdom, which parses as browsers do) and
 * edits the document, not its text: the template's own formatting (an attribute on a line of its
 * own, `<meta … />`) cannot hide its title from a pattern, and a page's text is never taken for
 * markup. The files are the documents as parse5 serialises them (`serialize`): a browser builds
 * the same document from them as from the markup React wrote.
 */
import { defaultTreeAdapter as tree, html, parse, parseFragment } from 'parse5';
import type { DefaultTreeAdapterTypes } from 'parse5';
import { PRERENDERED_STATE_ID } from '../src/lib/hydration/prerendered-state';
import type { PrerenderedPage } from '../src/entry-prerender';
import type { AddToCartCode } from './route-preloads';

type Document = DefaultTreeAdapterTypes.Document;
type Element = DefaultTreeAdapterTypes.Element;
type ParentNode = DefaultTreeAdapterTypes.ParentNode;
type ChildNode = DefaultTreeAdapterTypes.ChildNode;

/** Said only by the shell, the one page that shows nothing without JavaScript. */
const SHELL_NOSCRIPT =
  '<noscript><p style="font-family:system-ui,sans-serif;padding:2rem;max-width:40rem">' +
  'This page needs JavaScript. Every other page of the store can be read without it: ' +
  '<a href="/">go to the home page</a>.</p></noscript>';

/** What React hoists to the front of a page's markup, since it belongs in <head>. */
const HOISTED = new Set(['title', 'meta', 'link']);

function attribute(element: Element, name: string): string | undefined {
  return element.attrs.find((attr) => attr.name === name)?.value;
}

/** The first element under `parent`, in document order, that `matches`. */
function findElement(parent: ParentNode, matches: (element: Element) => boolean): Element | undefined {
  for (const child of parent.childNodes) {
    if (!tree.isElementNode(child)) continue;
    if (matches(child)) return child;
    const found = findElement(child, matches);
    if (found) return found;
  }
  return undefined;
}

function headOf(document: Document): Element {
  const head = findElement(document, (element) => element.tagName === 'head');
  // The parser always makes a <head>, whether or not the template has one.
  if (!head) throw new Error('prerender: the parsed template has no <head>');
  return head;
}

/** The template's `#root`, where the app renders: a template without one makes no page. */
function rootOf(document: Document): Element {
  const root = findElement(document, (element) => attribute(element, 'id') === 'root');
  if (!root) throw new Error('prerender: index.html has no <div id="root">');
  return root;
}

function insertAfter(node: ChildNode, added: ChildNode[]): void {
  const parent = node.parentNode;
  if (!parent) throw new Error('prerender: a detached node has no place to insert after');
  const next = parent.childNodes[parent.childNodes.indexOf(node) + 1];
  for (const child of added) {
    if (next) tree.insertBefore(parent, child, next);
    else tree.appendChild(parent, child);
  }
}

/** The template's element a page's own `<title>` or `<meta name>` takes the place of. */
function replacedBy(head: Element, element: Element): Element | undefined {
  if (element.tagName === 'title') return findElement(head, (old) => old.tagName === 'title');
  const name = element.tagName === 'meta' ? attribute(element, 'name') : undefined;
  if (name === undefined) return undefined;
  return findElement(head, (old) => old.tagName === 'meta' && attribute(old, 'name') === name);
}

/** React hoists a page's <title>, <meta> and <link> to the front of its markup; they belong in <head>. */
function splitHoisted(markup: ChildNode[]): { hoisted: Element[]; body: ChildNode[] } {
  const end = markup.findIndex((node) => !tree.isElementNode(node) || !HOISTED.has(node.tagName));
  const split = end === -1 ? markup.length : end;
  return { hoisted: markup.slice(0, split) as Element[], body: markup.slice(split) };
}

/**
 * The template with one page in it: its markup in `#root`, its hoisted elements and critical CSS
 * at the end of <head> (its title and description in place of the template's), and its state in
 * a JSON data block after `#root`.
 */
export function fillTemplate(
  template: string,
  page: Pick<PrerenderedPage, 'body' | 'styles' | 'state'>,
): Document {
  const document = parse(template);
  const head = headOf(document);
  const root = rootOf(document);
  const { hoisted, body } = splitHoisted(parseFragment(root, page.body, {}).childNodes);
  for (const element of hoisted) {
    const replaced = replacedBy(head, element);
    if (replaced) tree.detachNode(replaced);
    tree.appendChild(head, element);
  }
  for (const style of parseFragment(head, page.styles, {}).childNodes) tree.appendChild(head, style);
  for (const node of body) tree.appendChild(root, node);

  const state = tree.createElement('script', html.NS.HTML, [
    { name: 'type', value: 'application/json' },
    { name: 'id', value: PRERENDERED_STATE_ID },
  ]);
  tree.insertText(state, page.state);
  insertAfter(root, [state]);
  return document;
}

const elementsOf = (parent: Element) =>
  parent.childNodes.filter((node): node is Element => tree.isElementNode(node));

/** The addresses `head` names, as module scripts (`src`) or links (`href`). */
const namedIn = (head: Element) =>
  new Set(
    elementsOf(head).map((element) => attribute(element, element.tagName === 'script' ? 'src' : 'href')),
  );

/**
 * Adds a `modulepreload` link for each of `hrefs` the page does not name yet (as a module script or
 * a preload), after the preloads it has (the app's entry's imports, build/boot-script.ts), in order.
 */
export function addModulePreloads(document: Document, hrefs: readonly string[]): void {
  const head = headOf(document);
  const preloads = elementsOf(head).filter(
    (element) => element.tagName === 'link' && attribute(element, 'rel') === 'modulepreload',
  );
  const named = namedIn(head);
  const added = hrefs
    .filter((href) => !named.has(href))
    .map((href) =>
      tree.createElement('link', html.NS.HTML, [
        { name: 'rel', value: 'modulepreload' },
        { name: 'crossorigin', value: '' },
        { name: 'href', value: href },
      ]),
    );
  const last = preloads.at(-1);
  if (last) insertAfter(last, added);
  else for (const link of added) tree.appendChild(head, link);
}

/**
 * The ids of the templates that name a first Add to Cart's code (src/lib/hydration/boot.js, 5):
 * the cart drawer's, fetched as the shopper adds, and the Storefront requests', once the page's
 * own code has come.
 */
const HELD_FORM_CODE = { drawer: 'cart-drawer-code', requests: 'cart-requests-code' } as const;

/**
 * A page with Add to Cart (a form sent to `/cart`, as the boot script holds) names the code a
 * first Add to Cart runs, each file the page does not preload already, as `modulepreload` links in
 * two templates at the end of its head (`HELD_FORM_CODE`): inert until the boot script puts them
 * in the head, when the shopper adds to the cart before the app listens.
 */
export function addHeldFormCode(document: Document, code: AddToCartCode): void {
  const sendsToCart = (element: Element) =>
    element.tagName === 'form' && attribute(element, 'action') === '/cart';
  if (!findElement(rootOf(document), sendsToCart)) return;
  const head = headOf(document);
  const named = namedIn(head);
  for (const part of ['drawer', 'requests'] as const) {
    const links = code[part]
      .filter((href) => !named.has(href))
      .map((href) => `<link rel="modulepreload" crossorigin href="${href}">`);
    const [template] = parseFragment(
      head,
      `<template id="${HELD_FORM_CODE[part]}">${links.join('')}</template>`,
      {},
    ).childNodes;
    if (template) tree.appendChild(head, template);
  }
}

/**
 * The template as the shell: empty for the app to render, with a note for readers without
 * JavaScript, and `styles` (the baseline's `<style>` elements) at the end of <head>.
 */
export function shellOf(template: string, styles: string): Document {
  const document = parse(template);
  const head = headOf(document);
  for (const style of parseFragment(head, styles, {}).childNodes) tree.appendChild(head, style);
  insertAfter(rootOf(document), parseFragment(SHELL_NOSCRIPT).childNodes);
  return document;
}

/**
 * Whether a page asks search engines not to list it (`<meta name="robots" content="noindex">`, as
 * the cart, search and login pages do): such a page stays out of the sitemap.
 */
export function saysNoindex(page: Document): boolean {
  const forbidsListing = (element: Element) =>
    element.tagName === 'meta' &&
    attribute(element, 'name')?.toLowerCase() === 'robots' &&
    (attribute(element, 'content') ?? '')
      .toLowerCase()
      .split(/[\s,]+/)
      .includes('noindex');
  return findElement(headOf(page), forbidsListing) !== undefined;
}

const textOf = (element: Element) =>
  element.childNodes.map((node) => (tree.isTextNode(node) ? tree.getTextNodeContent(node) : '')).join('');

/** A page's `<title>` and `<meta name="description">`, as its head says them ('' for one it lacks). */
export function titleAndDescription(page: Document): { title: string; description: string } {
  const head = headOf(page);
  const title = findElement(head, (element) => element.tagName === 'title');
  const description = findElement(
    head,
    (element) => element.tagName === 'meta' && attribute(element, 'name') === 'description',
  );
  return {
    title: title ? textOf(title).trim() : '',
    description: (description && attribute(description, 'content')?.trim()) ?? '',
  };
}
