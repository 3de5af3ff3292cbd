import { describe, expect, it } from 'vitest';
import { serializeJsonLd } from './structured-data';

describe('serializeJsonLd', () => {
  it('cannot be closed early by text in the catalogue', () => {
    const json = serializeJsonLd({ name: '</script><script>alert(1)</script>' });
    expect(json).not.toContain('<');
    expect(JSON.parse(json)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});
