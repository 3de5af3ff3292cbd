import type { FaqItem } from '../../domain/types';

/**
 * The FAQ as search engines read it (schema.org FAQPage): each question the page shows with its
 * answer, in the page's order.
 */
export function faqPageJsonLd(
  items: readonly Pick<FaqItem, 'question' | 'answer'>[],
  { url }: { url: string },
) {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url,
    mainEntity: items.map(({ question, answer }) => ({
      '@type': 'Question',
      name: question,
      acceptedAnswer: { '@type': 'Answer', text: answer },
    })),
  };
}
