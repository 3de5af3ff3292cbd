import { createClient } from '@sanity/client';
import { vercelStegaDecode } from '@vercel/stega';
import { describe, expect, it } from 'vitest';
import { contentSourceMap } from './source-map';
import { documentsInPerspective } from './perspective';
import type { SanityDocument } from './dataset';

const lake = createClient({
  projectId: 'sankofa',
  dataset: 'production',
  apiVersion: '2025-02-19',
  apiHost: 'http://localhost:5173',
  useProjectHostname: false,
  useCdn: false,
  perspective: 'drafts',
});

const documents = documentsInPerspective(
  [
    {
      _id: 'faqPage',
      _type: 'faqPage',
      title: 'Frequently Asked Questions',
      intro: 'Help',
      body: [
        { _key: 'b1', _type: 'block', children: [{ _key: 's1', _type: 'span', text: 'First paragraph' }] },
      ],
    },
    { _id: 'drafts.faqPage', _type: 'faqPage', title: 'Questions, answered', intro: 'Help' },
    { _id: 'aboutPage', _type: 'aboutPage', title: 'About', intro: 'Help' },
  ] satisfies SanityDocument[],
  'drafts',
);

describe('the local Content Lake: where each text of an answer comes from', () => {
  it("maps a text to the one field that holds it, in the draft's document when the draft holds it", () => {
    const map = contentSourceMap(
      { heading: 'Questions, answered' },
      documents,
      'withKeyArraySelector',
      new Set(),
    );
    expect(map).toEqual({
      documents: [{ _id: 'drafts.faqPage', _type: 'faqPage' }],
      paths: ["$['title']"],
      mappings: {
        "$['heading']": { type: 'value', source: { type: 'documentValue', document: 0, path: 0 } },
      },
    });
  });

  it('names an item of a keyed array by its key, or by its index when asked so', () => {
    const about = documentsInPerspective(
      [
        {
          _id: 'aboutPage',
          _type: 'aboutPage',
          body: [
            { _key: 'b1', _type: 'block', children: [{ _key: 's1', _type: 'span', text: 'Our story' }] },
          ],
        },
      ],
      'published',
    );
    const result = { paragraphs: ['Our story'] };
    expect(contentSourceMap(result, about, 'withKeyArraySelector', new Set()).paths).toEqual([
      "$['body'][?(@._key=='b1')]['children'][?(@._key=='s1')]['text']",
    ]);
    expect(contentSourceMap(result, about, 'withIndex', new Set()).paths).toEqual([
      "$['body'][0]['children'][0]['text']",
    ]);
  });

  it('leaves unmapped a text several fields hold, a text the query could have made, and empty text', () => {
    const map = contentSourceMap(
      { intro: 'Help', fallback: 'About', empty: '' },
      documents,
      'withKeyArraySelector',
      new Set(['About']),
    );
    expect(map.mappings).toEqual({});
  });

  it("answers the source map the client asks for, which its stega encoding turns into the field's edit link", async () => {
    const stega = lake.withConfig({ stega: { enabled: true, studioUrl: 'http://localhost:3333' } });
    const condition = await stega.fetch<{ title: string; slug: string }>(
      '*[_type == "condition" && slug.current == $slug][0]{title, "slug": slug.current}',
      { slug: 'blood-sugar' },
    );
    expect(condition.slug).toBe('blood-sugar');
    expect(condition.title.startsWith('Blood Sugar Support (draft)')).toBe(true);
    const source = vercelStegaDecode<{ href: string }>(condition.title);
    expect(source?.href).toMatch(
      /^http:\/\/localhost:3333\/intent\/edit\/mode=presentation;id=condition-blood-sugar;type=condition;path=title\?/,
    );
  });

  it('answers no source map unless asked', async () => {
    const answer = await lake.fetch('*[_id == "faqPage"][0]{title}', {}, { filterResponse: false });
    expect(answer).not.toHaveProperty('resultSourceMap');
  });
});
