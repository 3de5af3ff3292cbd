// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  duplicatesOf,
  endsBeforeStart,
  isHexColour,
  isShopifyNumericId,
  isSlugLike,
  linkHrefProblem,
  sitePathProblem,
  templateProblem,
  webAddressProblem,
} from './rules';

describe('links editors put in rich text and the footer', () => {
  it.each([
    ['https://www.cdc.gov', true],
    ['http://example.com/page?x=1', true],
    ['mailto:care@sankofawellness.com', true],
    ['tel:+18005551234', true],
    ['/shop?category=heart', true],
    ['/', true],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:text/html,<b>x</b>', false],
    ['//evil.example.com', false],
    ['shop', false],
    ['https://', false],
    [' https://www.cdc.gov', false],
    ['ftp://files.example.com', false],
  ])('%s is accepted: %s', (href, accepted) => {
    expect(linkHrefProblem(href) === undefined).toBe(accepted);
  });

  it('names the refused scheme', () => {
    expect(linkHrefProblem('javascript:alert(1)')).toContain('"javascript"');
  });
});

describe('addresses of other web sites', () => {
  it.each([
    ['https://ods.od.nih.gov/', true],
    ['http://minorityhealth.hhs.gov', true],
    ['mailto:someone@example.com', false],
    ['/conditions', false],
    ['www.heart.org', false],
  ])('%s is accepted: %s', (url, accepted) => {
    expect(webAddressProblem(url) === undefined).toBe(accepted);
  });
});

describe('paths inside the shop', () => {
  it.each([
    ['/conditions/blood-sugar', true],
    ['/shop?category=heart-health', true],
    ['shop', false],
    ['//shop', false],
    ['/shop now', false],
    ['https://example.com/shop', false],
  ])('%s is accepted: %s', (path, accepted) => {
    expect(sitePathProblem(path) === undefined).toBe(accepted);
  });
});

describe('small value formats', () => {
  it.each([
    ['#8B4513', true],
    ['#fff', true],
    ['8B4513', false],
    ['#12345', false],
    ['pink', false],
  ])('colour %s is hex: %s', (value, expected) => {
    expect(isHexColour(value)).toBe(expected);
  });

  it.each([
    ['264242954334', true],
    ['24', true],
    ['0', false],
    ['gid://shopify/Collection/264242954334', false],
    ['2642 4295', false],
    ['', false],
  ])('Shopify id %s is numeric: %s', (value, expected) => {
    expect(isShopifyNumericId(value)).toBe(expected);
  });

  it.each([
    ['heart-health', true],
    ['mens-health', true],
    ['a1', true],
    ['Heart', false],
    ['heart--health', false],
    ['-heart', false],
    ['heart health', false],
  ])('slug %s is well formed: %s', (value, expected) => {
    expect(isSlugLike(value)).toBe(expected);
  });
});

describe('campaign dates', () => {
  it.each([
    ['2025-10-01', '2025-10-31', false],
    ['2025-10-31', '2025-10-31', false],
    ['2025-10-31', '2025-10-01', true],
    ['2025-12-20', '2026-01-05', false],
  ])('from %s to %s ends before it starts: %s', (start, end, expected) => {
    expect(endsBeforeStart(start, end)).toBe(expected);
  });
});

describe('lists without repeats', () => {
  it.each([
    [[], []],
    [['heart', 'brain'], []],
    [
      ['heart', 'brain', 'heart', 'heart', 'brain'],
      ['heart', 'brain'],
    ],
  ])('%j repeats %j', (values, expected) => {
    expect(duplicatesOf(values)).toEqual(expected);
  });
});

describe('button text templates', () => {
  it.each([
    ['Take Quiz for {condition}', 'condition', true],
    ['Take the Quiz', 'condition', false],
    ['Shop {title}', 'title', true],
    ['Shop {name}', 'title', false],
  ])('"%s" keeps {%s}: %s', (template, placeholder, accepted) => {
    expect(templateProblem(template, placeholder) === undefined).toBe(accepted);
  });
});
