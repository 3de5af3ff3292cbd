/**
 * The published rules that hold a review for an admin ("Review guidelines"): the `submitReview`
 * Function applies them to every review it stores. They read the words only, never the stars or
 * the tone: a harsh one-star review that breaks none of them is published at once. Each rule
 * below says exactly what it matches; anything else passes.
 */
import { findDiseaseClaims } from '../claims';
import { REVIEW_RULES, type ReviewRule } from './review';

/**
 * Personal data:
 * - an email address (`maya@example.com`, also written `maya (at) example (dot) com`);
 * - a phone number: a US number of ten digits in the usual groupings (`(212) 555-0187`,
 *   `212-555-0187`, `212.555.0187`, `+1 212 555 0187`, `2125550187`) or any number written with a
 *   leading `+` and 8 to 15 digits (`+44 20 7946 0958`);
 * - a US street address: a house number, one to four capitalised words (or an ordinal such as
 *   `5th`) and a street type (`123 Main Street`, `42 W 5th Ave`), a PO box (`PO Box 123`), or a
 *   state's two letters followed by a ZIP code (`NY 10027`).
 * Amounts and durations ("5 mg", "after 3 weeks", "1000 IU") and names ("Mr. Smith") are not
 * personal data.
 */
const EMAIL =
  /[\p{L}\p{N}._%+-]+\s*(?:@|\(at\)|\[at\])\s*[\p{L}\p{N}-]+(?:\s*(?:\.|\(dot\)|\[dot\])\s*[\p{L}\p{N}-]+)*\s*(?:\.|\(dot\)|\[dot\])\s*\p{L}{2,}/iu;
const US_PHONE = /(?<![\d+])(?:\+?1[\s.-]?)?(?:\(\d{3}\)\s?|\d{3}[\s.-]?)\d{3}[\s.-]?\d{4}(?!\d)/;
const INTERNATIONAL_PHONE = /(?<![\w+])\+(?:[\s().-]?\d){8,15}(?!\d)/;
const STREET_TYPES =
  'Street|St|Avenue|Ave|Road|Rd|Boulevard|Blvd|Lane|Ln|Drive|Dr|Court|Ct|Place|Pl|Terrace|Parkway|Pkwy|Highway|Hwy|Way|Circle|Cir|Square|Sq';
const STREET_ADDRESS = new RegExp(
  `\\b\\d{1,6}\\s+(?:(?:[NSEW]\\.?|North|South|East|West)\\s+)?(?:(?:[A-Z][a-z]+|\\d+(?:st|nd|rd|th))\\s+){1,4}(?:${STREET_TYPES})\\b`,
);
const PO_BOX = /\bP\.?\s?O\.?\s+Box\s+\d+/i;
const STATES =
  'AL|AK|AZ|AR|CA|CO|CT|DE|DC|FL|GA|HI|ID|IL|IN|IA|KS|KY|LA|ME|MD|MA|MI|MN|MS|MO|MT|NE|NV|NH|NJ|NM|NY|NC|ND|OH|OK|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WA|WV|WI|WY';
const STATE_AND_ZIP = new RegExp(`\\b(?:${STATES}),?\\s+\\d{5}(?:-\\d{4})?\\b`);

/**
 * Links: an address with `http://` or `https://`, one starting `www.`, or a bare domain ending in
 * one of these endings, followed by a space, the end or punctuation (`example.com`,
 * `shop.example.co.uk/deal`): com net org io info biz shop store xyz online site app health ly co
 * uk ca de tv ru cn au. ("5.5 mg" and "e.g." are not links.)
 */
const LINK_TLDS = 'com|net|org|io|info|biz|shop|store|xyz|online|site|app|health|ly|co|uk|ca|de|tv|ru|cn|au';
const URL_LIKE = /\bhttps?:\/\/|\bwww\.\S/i;
const BARE_DOMAIN = new RegExp(
  `(?<![\\p{L}\\p{N}.@-])[\\p{L}\\p{N}-]+(?:\\.[\\p{L}\\p{N}-]+)*\\.(?:${LINK_TLDS})(?![\\p{L}\\p{N}])`,
  'iu',
);

/**
 * Profanity and harassment, each word whole (so "class", "Scunthorpe", "cocktail", "shiitake",
 * "Dickens" pass), in any letter case, also when obfuscated simply: letters repeated ("fuuuck"),
 * digits or signs for letters (`@`/`4` a, `3` e, `1`/`!` i, `0` o, `$`/`5` s, `7` t), a `*` or `#`
 * for any letter but the first ("f*ck", "sh**"), or letters kept apart by dots, dashes or
 * underscores ("f.u.c.k") or single spaces ("f u c k"). At least two real letters must show.
 */
export const PROFANITY_WORDS = [
  // Swear words and their common forms.
  'fuck',
  'fucks',
  'fucked',
  'fucker',
  'fuckers',
  'fucking',
  'motherfucker',
  'shit',
  'shits',
  'shitty',
  'bullshit',
  'bitch',
  'bitches',
  'bastard',
  'bastards',
  'ass',
  'asshole',
  'assholes',
  'dumbass',
  'jackass',
  'dick',
  'dickhead',
  'pussy',
  'cunt',
  'cunts',
  'slut',
  'whore',
  'wanker',
  'twat',
  // Slurs.
  'retard',
  'retarded',
  'fag',
  'faggot',
  'nigger',
  'nigga',
  'spic',
  'chink',
  'kike',
  'tranny',
  'dyke',
] as const;

/** Harassment: words aimed at a person, not at the product ("this product is useless" passes). */
const HARASSMENT =
  /\b(?:kill\s+(?:yourself|yourselves|your\s+self|urself)|kys|go\s+die|you(?:\s+are|\s*['’]re|r)?\s+(?:an?\s+|such\s+an?\s+)?(?:idiot|moron|imbecile|loser)s?)\b/i;

const LEET: Record<string, string> = { a: '@4', e: '3', i: '1!', o: '0', s: '$5', t: '7' };

const escapeClass = (chars: string) => chars.replace(/[\\\]^-]/g, '\\$&');

/** One word's pattern: each letter repeated or replaced, kept apart by separators, masks after the first. */
function wordPattern(word: string): RegExp {
  const letter = (char: string, masked: boolean) =>
    `[${char}${escapeClass(LEET[char] ?? '')}${masked ? '*#' : ''}]`;
  const letters = [...word];
  const compact = letters.map((char, index) => `${letter(char, index > 0)}+`).join('[._-]?');
  const spaced = letters.map((char, index) => letter(char, index > 0)).join(' ');
  return new RegExp(`(?<![\\p{L}\\p{N}*#@$!])(?:${compact}|${spaced})(?![\\p{L}\\p{N}*#])`, 'giu');
}

const profanityPatterns = PROFANITY_WORDS.map(wordPattern);

function hasProfanity(text: string): boolean {
  if (HARASSMENT.test(text)) return true;
  return profanityPatterns.some((pattern) =>
    [...text.matchAll(pattern)].some((match) => (match[0].match(/\p{L}/gu)?.length ?? 0) >= 2),
  );
}

/**
 * Off-topic: the review is about an order and not about the product. It is held only when both
 * hold:
 * - it names an order, a delivery, a refund, tracking or customer service: "my order", "the
 *   order", "order number", "order #", "order status", "delivery", "delivered", "shipping",
 *   "shipped", "shipment", "package", "parcel", "courier", "FedEx", "USPS", "DHL", "arrived",
 *   "never came", "never received", "not received", "still waiting", "refund", "refunded", "money
 *   back", "return it", "returned it", "charged twice", "cancel my order", "tracking", "customer
 *   service", "customer support", "customer care", "support team";
 * - and it says nothing of using the product: none of "taste", "tastes", "tasted", "flavor",
 *   "flavour", "smell", "capsule(s)", "tablet(s)", "pill(s)", "softgel(s)", "gummy", "gummies",
 *   "powder", "dose", "dosage", "serving", "swallow", "effect(s)", "feel", "feels", "felt",
 *   "energy", "sleep", "digestion", "stomach", "result(s)", "work(s/ed/ing)", "help(s/ed)",
 *   "quality", "ingredient(s)", "product", "bottle", "use(s/d)", "using", "take(s)", "taking",
 *   "took".
 * So "Fast shipping and the capsules are easy to swallow" is published; "Still waiting for my
 * order, no tracking number" is held.
 */
const ORDER_TOPIC =
  /\b(?:(?:my|the)\s+order|order\s+(?:number|#|status)|deliver(?:y|ed)|shipp(?:ing|ed)|shipment|package|parcel|courier|fedex|usps|dhl|arrived|never\s+came|never\s+received|not\s+received|still\s+waiting|refund(?:ed)?|money\s+back|return(?:ed)?\s+it|charged\s+twice|cancel\s+my\s+order|tracking|customer\s+(?:service|support|care)|support\s+team)\b/i;
const PRODUCT_TOPIC =
  /\b(?:tast(?:e|es|ed)|flavou?r|smell|capsules?|tablets?|pills?|softgels?|gumm(?:y|ies)|powder|dose|dosage|serving|swallow|effects?|feels?|felt|energy|sleep|digestion|stomach|results?|work(?:s|ed|ing)?|help(?:s|ed)?|quality|ingredients?|product|bottle|use[sd]?|using|takes?|taking|took)\b/i;

const checks: Record<ReviewRule, (text: string) => boolean> = {
  'personal-data': (text) =>
    [EMAIL, US_PHONE, INTERNATIONAL_PHONE, STREET_ADDRESS, PO_BOX, STATE_AND_ZIP].some((pattern) =>
      pattern.test(text),
    ),
  link: (text) => URL_LIKE.test(text) || BARE_DOMAIN.test(text),
  profanity: hasProfanity,
  'off-topic': (text) => ORDER_TOPIC.test(text) && !PRODUCT_TOPIC.test(text),
  'disease-claim': (text) => findDiseaseClaims(text).length > 0,
};

/** The rules a review breaks, in the guidelines' order; an empty list means it is published. */
export function reviewHoldRules({ title, body }: { title: string; body: string }): ReviewRule[] {
  const text = `${title}\n${body}`;
  return REVIEW_RULES.filter((rule) => checks[rule](text));
}
