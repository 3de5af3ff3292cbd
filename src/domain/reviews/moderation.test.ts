import { describe, expect, it } from 'vitest';
import { reviewHoldRules } from './moderation';
import type { ReviewRule } from './review';

const rulesOf = (body: string, title = 'My review') => reviewHoldRules({ title, body });

describe('reviewHoldRules', () => {
  it('publishes a harsh one-star review that breaks no rule: never by stars or tone', () => {
    expect(
      reviewHoldRules({
        title: 'Terrible. Do not buy.',
        body: 'Awful chalky taste, the capsules are huge and I felt nothing after 3 weeks. Complete waste of money, the worst supplement I have ever tried. Useless!',
      }),
    ).toEqual([]);
  });

  it.each<[ReviewRule, string]>([
    ['personal-data', 'Email me at maya.johnson@example.com if you want to know more about it.'],
    ['personal-data', 'Write to maya (at) example (dot) com and I will tell you how I take it.'],
    ['personal-data', 'Call me on (212) 555-0187 and I will tell you how it went.'],
    ['personal-data', 'Text 212-555-0187 for my notes on the dose.'],
    ['personal-data', 'My number is +1 212 555 0187, happy to chat.'],
    ['personal-data', 'Ring me 2125550187 anytime.'],
    ['personal-data', 'From London: +44 20 7946 0958.'],
    ['personal-data', 'Come by 123 Main Street and I will give you a bottle.'],
    ['personal-data', 'I live at 42 W 5th Ave, come try it.'],
    ['personal-data', 'Send samples to PO Box 123 please.'],
    ['personal-data', 'We are in Harlem, NY 10027 if anyone wants to share.'],
    ['link', 'Cheaper at https://cheap-pills.example/deal than here.'],
    ['link', 'See www.cheap-pills for the same thing.'],
    ['link', 'Same thing is sold at example.com for less.'],
    ['link', 'I found it on Amazon.com, it is the same.'],
    ['link', 'Read my blog at maya.health/review.'],
    ['profanity', 'This stuff is shit and tastes like it.'],
    ['profanity', 'What the FUCK is in these capsules?'],
    ['profanity', 'What the fuuuuck is in these capsules?'],
    ['profanity', 'What the f*ck is in these capsules?'],
    ['profanity', 'What the f.u.c.k is in these capsules?'],
    ['profanity', 'What the f u c k is in these capsules?'],
    ['profanity', 'Total bull$h1t, nothing changed for me.'],
    ['profanity', 'The owner is an a$$hole and so is this product.'],
    ['profanity', 'Whoever made this, kill yourself.'],
    ['profanity', 'You are an idiot if you buy this.'],
    ['profanity', 'You’re such a moron for selling this.'],
    ['off-topic', 'Still waiting for my order after two weeks, and there is no tracking number yet.'],
    ['off-topic', 'I want a refund. Customer service never answers my emails.'],
    ['off-topic', 'The package never came and FedEx says it was delivered. Very upset.'],
    ['disease-claim', 'This cured my diabetes in a month, my doctor was amazed.'],
    ['disease-claim', 'It treats my arthritis better than anything else.'],
    ['disease-claim', 'Takes away my pain and prevents migraines.'],
  ])('holds for %s: %s', (rule, body) => {
    expect(rulesOf(body)).toEqual([rule]);
  });

  it('reads the title as well as the text', () => {
    expect(
      reviewHoldRules({ title: 'Visit example.com', body: 'Nice capsules, easy to swallow daily.' }),
    ).toEqual(['link']);
  });

  it('names every rule a review breaks, in the guidelines’ order', () => {
    expect(rulesOf('This shit cured my cancer! Details at www.cure-blog, or call 212-555-0187.')).toEqual([
      'personal-data',
      'link',
      'profanity',
      'disease-claim',
    ]);
  });

  it.each([
    'I take 5 mg with breakfast and 1000 IU of vitamin D3.',
    'After 3 weeks my energy is better. 2 capsules a day, 60 capsules per bottle.',
    'Good for my overall health and healthy habits.',
    'My pharmacist, Mr. Smith, suggested it, and Dr. Jones agreed.',
    'Bought it in 2024 and again on 12/05/2025, lot 4471-22.',
    'Price went from $29.99 to $34.50, still worth it. Rated 4.5 of 5.',
    'A class act: the Scunthorpe shop, a cocktail of herbs, shiitake, Dickens would approve. Assess it yourself.',
    'It helped my sleep, e.g. I wake up less. Works as described.',
    'Fast shipping and the capsules are easy to swallow.',
    'The product arrived quickly and works great for my energy.',
    'I was hit by a bad cold last month and it did not change a thing.',
    'We ordered it at 7 a.m. and took 3 tablets a day for 2 weeks.',
    'Who re-ordered this? My husband loves it.',
    'Not intended to diagnose, treat, cure, or prevent any disease, and it does not claim to.',
    'The taste is like 4** fruit candy.',
  ])('publishes: %s', (body) => {
    expect(rulesOf(body)).toEqual([]);
  });
});
