import { describe, expect, it } from 'vitest';
import { parse, serialize } from 'parse5';
import { addHeldFormCode, addModulePreloads, fillTemplate, saysNoindex, shellOf } from './page-html';

/** The shape of the built index.html: its description over several lines, as Prettier writes it. */
const template = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="theme-color" content="#8a4b14" />
    <meta
      name="description"
      content="The store's description."
    />
    <title>Sankofa Wellness</title>
    <script src="/assets/boot.js"></script>
    <script type="module" crossorigin src="/assets/main.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/store.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

const page = {
  body:
    '<title>FAQ | Sankofa Wellness</title><meta name="description" content="Answers &amp; more."/>' +
    '<main><h1>Frequently asked</h1><p>The FDA&#x27;s rules &lt;b&gt; apply.</p></main>',
  styles: '<style data-emotion="css abc">.css-abc{color:red}</style>',
  state: '{"queries":[],"text":"\\u003c/script>"}',
};

/** A page's file as a browser reads it. */
function read(document: ReturnType<typeof fillTemplate>): Document {
  return new DOMParser().parseFromString(serialize(document), 'text/html');
}

function descriptions(document: Document): (string | null)[] {
  return [...document.querySelectorAll('meta[name="description"]')].map((meta) =>
    meta.getAttribute('content'),
  );
}

describe('fillTemplate', () => {
  it("puts the page's title and description in place of the template's, once each", () => {
    const document = read(fillTemplate(template, page));
    expect([...document.querySelectorAll('title')].map((title) => title.textContent)).toEqual([
      'FAQ | Sankofa Wellness',
    ]);
    expect(descriptions(document)).toEqual(['Answers & more.']);
    expect(document.head.querySelector('title')).not.toBeNull();
    expect(document.body.querySelector('title, meta')).toBeNull();
  });

  it("keeps the template's title and description when the page has none of its own", () => {
    const document = read(fillTemplate(template, { ...page, body: '<main>Plain</main>' }));
    expect(document.title).toBe('Sankofa Wellness');
    expect(descriptions(document)).toEqual(["The store's description."]);
  });

  it("keeps the template's head and adds the page's styles after its title and description", () => {
    const head = read(fillTemplate(template, page)).head;
    expect([...head.children].map((element) => element.outerHTML)).toEqual([
      '<meta charset="UTF-8">',
      '<meta name="theme-color" content="#8a4b14">',
      '<script src="/assets/boot.js"></script>',
      '<script type="module" crossorigin="" src="/assets/main.js"></script>',
      '<link rel="modulepreload" crossorigin="" href="/assets/store.js">',
      '<title>FAQ | Sankofa Wellness</title>',
      '<meta name="description" content="Answers &amp; more.">',
      '<style data-emotion="css abc">.css-abc{color:red}</style>',
    ]);
  });

  it("puts the page's markup in #root and its state in a data block right after it", () => {
    const document = read(fillTemplate(template, page));
    const root = document.getElementById('root');
    expect(root?.innerHTML).toBe(
      "<main><h1>Frequently asked</h1><p>The FDA's rules &lt;b&gt; apply.</p></main>",
    );
    const state = root?.nextElementSibling;
    expect(state?.outerHTML).toBe(
      '<script type="application/json" id="store-state">{"queries":[],"text":"\\u003c/script>"}</script>',
    );
    expect(document.querySelectorAll('script[type="application/json"]')).toHaveLength(1);
  });

  it('fails loudly for a template without #root', () => {
    const withoutRoot = template.replace('<div id="root"></div>', '<div id="app"></div>');
    expect(() => fillTemplate(withoutRoot, page)).toThrow('index.html has no <div id="root">');
  });
});

describe('shellOf', () => {
  const baseline = '<style data-emotion="css-global abc">body{margin:0}</style>';

  it('leaves #root empty and follows it with the note for readers without JavaScript', () => {
    const document = read(shellOf(template, baseline));
    const root = document.getElementById('root');
    expect(root?.childNodes).toHaveLength(0);
    expect(root?.nextElementSibling?.localName).toBe('noscript');
    expect(root?.nextElementSibling?.textContent).toContain('This page needs JavaScript.');
    expect(document.title).toBe('Sankofa Wellness');
    expect(descriptions(document)).toEqual(["The store's description."]);
    expect(document.querySelector('#store-state')).toBeNull();
  });

  it('carries the baseline styles in its head, so the app need not work them out', () => {
    const styles = read(shellOf(template, baseline)).head.querySelectorAll('style[data-emotion]');
    expect([...styles].map((style) => style.outerHTML)).toEqual([baseline]);
  });

  it('fails loudly for a template without #root', () => {
    expect(() => shellOf(template.replace(' id="root"', ''), baseline)).toThrow(
      'index.html has no <div id="root">',
    );
  });
});

describe('saysNoindex', () => {
  it('finds a robots meta that forbids listing, whatever the order of its attributes', () => {
    expect(saysNoindex(parse('<title>Cart</title><meta name="robots" content="noindex"/>'))).toBe(true);
    expect(saysNoindex(parse('<meta content="noindex, follow" name="robots">'))).toBe(true);
  });

  it('lets every other page be listed', () => {
    const faq = parse('<title>FAQ</title><meta name="description" content="noindex is a word"/>');
    expect(saysNoindex(faq)).toBe(false);
    expect(saysNoindex(parse('<meta name="robots" content="index, follow"/>'))).toBe(false);
    expect(saysNoindex(parse(''))).toBe(false);
  });

  it('reads a page as the build writes it', () => {
    const cart = { ...page, body: '<title>Cart</title><meta name="robots" content="noindex"/><main></main>' };
    expect(saysNoindex(fillTemplate(template, cart))).toBe(true);
    expect(saysNoindex(fillTemplate(template, page))).toBe(false);
  });
});

describe('addModulePreloads', () => {
  it("names the page's own modules after the app's, in order, each once", () => {
    const filled = fillTemplate(template, page);
    addModulePreloads(filled, ['/assets/main.js', '/assets/store.js', '/assets/shared.js', '/assets/faq.js']);
    const head = read(filled).head;
    expect(
      [...head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')].map(
        (element) => element.getAttribute('src') ?? element.getAttribute('href'),
      ),
    ).toEqual(['/assets/main.js', '/assets/store.js', '/assets/shared.js', '/assets/faq.js']);
    expect(head.querySelector('link[href="/assets/faq.js"]')?.hasAttribute('crossorigin')).toBe(true);
  });
});

describe('addHeldFormCode', () => {
  const code = {
    drawer: ['/assets/cart-drawer.js', '/assets/store.js', '/assets/modal.js'],
    requests: ['/assets/cart-requests.js', '/assets/graphql.js'],
  };
  const withAddToCart = {
    ...page,
    body: '<main><form action="/cart" method="get"><button>Add to Cart</button></form></main>',
  };
  const named = (document: ReturnType<typeof fillTemplate>, id: string) => {
    const template = read(document).head.querySelector(`template#${id}`) as HTMLTemplateElement | null;
    return template
      ? [...template.content.querySelectorAll('link[rel="modulepreload"][crossorigin]')].map((link) =>
          link.getAttribute('href'),
        )
      : null;
  };

  it("names the cart drawer's and the Storefront requests' code the page does not load already, inert until the boot script uses it", () => {
    const filled = fillTemplate(template, withAddToCart);
    addHeldFormCode(filled, code);
    expect(named(filled, 'cart-drawer-code')).toEqual(['/assets/cart-drawer.js', '/assets/modal.js']);
    expect(named(filled, 'cart-requests-code')).toEqual(['/assets/cart-requests.js', '/assets/graphql.js']);
    expect(
      read(filled).head.querySelector('link[href="/assets/cart-drawer.js"]'),
      'not fetched yet',
    ).toBeNull();
  });

  it('leaves out a page without Add to Cart', () => {
    const filled = fillTemplate(template, page);
    addHeldFormCode(filled, code);
    expect(named(filled, 'cart-drawer-code')).toBeNull();
    expect(named(filled, 'cart-requests-code')).toBeNull();
  });
});
