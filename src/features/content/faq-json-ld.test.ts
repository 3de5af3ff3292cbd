import { describe, expect, it } from 'vitest';
import { faqPageJsonLd } from './faq-json-ld';

describe('faqPageJsonLd', () => {
  it('says each question with its accepted answer, in order', () => {
    const items = [
      { question: 'How fast is shipping?', answer: 'Orders ship within 1-2 business days.' },
      { question: 'Can I return a product?', answer: 'Yes, within 30 days.' },
    ];
    expect(faqPageJsonLd(items, { url: 'https://www.example.com/faq' })).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      url: 'https://www.example.com/faq',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How fast is shipping?',
          acceptedAnswer: { '@type': 'Answer', text: 'Orders ship within 1-2 business days.' },
        },
        {
          '@type': 'Question',
          name: 'Can I return a product?',
          acceptedAnswer: { '@type': 'Answer', text: 'Yes, within 30 days.' },
        },
      ],
    });
  });
});
