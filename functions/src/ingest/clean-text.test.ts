import { describe, expect, it } from 'vitest';
import { capLength, cleanText, cleanWebUrl, decodeEntities, htmlToText } from './clean-text.js';

describe('cleanText', () => {
  it.each([
    ['  Free   blood\n\tpressure  checks ', 'Free blood pressure checks'],
    ['<p>Cook <b>three</b> dishes.</p><p>Bring a friend!</p>', 'Cook three dishes. Bring a friend!'],
    ['Line one<br/>line two', 'Line one line two'],
    ['Before<script>alert("x")</script>after', 'Before after'],
    ['<style>p { color: red }</style>Styled', 'Styled'],
    ['<!-- hidden -->Visible', 'Visible'],
    ['Caf&eacute; &amp; tea &#8212; &#x2764;', 'Café & tea — ❤'],
    ['&lt;b&gt;escaped markup stays text&lt;/b&gt;', '<b>escaped markup stays text</b>'],
    ['5 < 6 and 7 > 3', '5 < 6 and 7 > 3'],
    ['Unknown &wibble; entity', 'Unknown &wibble; entity'],
    ['Non&nbsp;breaking', 'Non breaking'],
    [2025, '2025'],
  ])('%j reads %j', (input, expected) => {
    expect(cleanText(input, 200)).toBe(expected);
  });

  it.each([undefined, null, '', '   ', '<p> </p>', {}, ['x']])('%j is no text at all', (input) => {
    expect(cleanText(input, 200)).toBeUndefined();
  });

  it('caps long text at a word break and marks the cut', () => {
    const text = cleanText('word '.repeat(100), 50) ?? '';
    expect(text.length).toBeLessThanOrEqual(50);
    expect(text).toMatch(/word…$/);
  });
});

describe('capLength', () => {
  it('leaves text within the limit alone', () => {
    expect(capLength('short', 5)).toBe('short');
  });

  it('never splits a character made of two code units', () => {
    expect(capLength('😀'.repeat(10), 4)).toBe('😀😀😀…');
  });

  it('cuts inside a long word when there is no break near the end', () => {
    expect(capLength('a'.repeat(30), 10)).toBe(`${'a'.repeat(9)}…`);
  });
});

describe('decodeEntities and htmlToText', () => {
  it('drops numeric entities that are not characters', () => {
    expect(decodeEntities('a&#0;b&#xD800;c&#1114112;d')).toBe('abcd');
  });

  it('removes an unclosed tag at the end', () => {
    expect(htmlToText('Text <a href="x"').trim()).toBe('Text');
  });
});

describe('cleanWebUrl', () => {
  it.each([
    ['https://example.org/groups/1', 'https://example.org/groups/1'],
    ['  http://example.org/a b ', 'http://example.org/a%20b'],
    ['HTTPS://Example.org', 'https://example.org/'],
  ])('%j is kept as %j', (input, expected) => {
    expect(cleanWebUrl(input)).toBe(expected);
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'file:///etc/passwd',
    'ftp://example.org/file',
    'mailto:someone@example.org',
    '/relative/path',
    'https://user:pass@example.org/',
    `https://example.org/${'a'.repeat(2100)}`,
    42,
    undefined,
  ])('%j is dropped', (input) => {
    expect(cleanWebUrl(input)).toBeUndefined();
  });
});
