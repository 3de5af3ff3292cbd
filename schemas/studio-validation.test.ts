// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentDataset } from '../mocks/sanity/dataset';
import { calendarToday } from '../src/domain/lab-report';
import { studioMarkers, type DatasetDocument } from './studio-validation';

const asset = { _id: 'image-a1b2c3-1200x675-svg', _type: 'sanity.imageAsset' };
const image = {
  _type: 'image',
  asset: { _type: 'reference', _ref: asset._id },
  alt: 'Leafy greens on a kitchen table',
};

const bloodSugar: DatasetDocument = {
  _id: 'condition-blood-sugar',
  _type: 'condition',
  name: 'Blood Sugar',
  title: 'Blood Sugar Support',
  slug: { _type: 'slug', current: 'blood-sugar' },
  summary: 'Nutrients that support healthy glucose metabolism.',
  icon: 'droplet',
  heroImage: image,
  keywords: ['glucose', 'diabetes'],
  aliases: ['glucose'],
  hasPage: true,
  intro: 'Balanced blood sugar supports energy through the day.',
  body: [
    {
      _type: 'block',
      _key: 'b1',
      style: 'normal',
      markDefs: [{ _type: 'link', _key: 'l1', href: '/shop?category=blood-sugar' }],
      children: [{ _type: 'span', _key: 's1', text: 'See the products', marks: ['l1'] }],
    },
  ],
  shopButtonText: 'Shop Blood Sugar Support',
  collectionId: '264242954334',
  featured: true,
  order: 1,
};

const testimonial: DatasetDocument = {
  _id: 'testimonial-1',
  _type: 'testimonial',
  name: 'Denise W.',
  age: 58,
  condition: 'Blood Sugar',
  rating: 5,
  text: 'I feel steadier in the afternoons.',
  location: 'Atlanta, GA',
  avatar: { ...image, alt: '' },
  order: 1,
};

const privacy: DatasetDocument = {
  _id: 'legal-privacy',
  _type: 'legalPage',
  kind: 'privacy',
  title: 'Privacy Policy',
  tabLabel: 'Privacy Policy',
  lastUpdated: '2026-11-01',
  body: [
    {
      _type: 'block',
      _key: 'p',
      style: 'normal',
      markDefs: [],
      children: [{ _type: 'span', _key: 's', text: 'We respect your privacy.' }],
    },
  ],
  order: 1,
};

const campaign: DatasetDocument = {
  _id: 'campaign-october',
  _type: 'campaign',
  name: 'Breast Cancer Awareness Month',
  startDate: '2025-10-01',
  endDate: '2025-10-31',
  palette: { primary: '#B0306A', secondary: '#C2410C', accent: '#6B21A8' },
  emoji: '🎃',
  bannerText: 'October is Breast Cancer Awareness Month',
  showHearts: true,
  restylesQuiz: true,
};

const certificateAsset = { _id: 'file-c0ffee-pdf', _type: 'sanity.fileAsset', mimeType: 'application/pdf' };
const wordAsset = {
  _id: 'file-d0c-docx',
  _type: 'sanity.fileAsset',
  mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const metal = (measured: number, limit: number, limitSource = 'California Prop 65 MADL') => ({
  _type: 'heavyMetalResult',
  measured,
  limit,
  limitSource,
});

const labReport: DatasetDocument = {
  _id: 'labReport-sw2602-014',
  _type: 'labReport',
  lotCode: 'SW2602-014',
  products: ['turmeric-with-ginger', 'joint-comfort-bundle'],
  manufactureDate: '2026-02-07',
  expiryDate: '2028-02-07',
  laboratory: { name: 'Prairie Light Labs', accreditation: 'ISO/IEC 17025 — A2LA certificate 5206.01' },
  testDate: '2026-02-19',
  potency: [
    {
      _key: 'p1',
      _type: 'potencyResult',
      ingredient: 'Turmeric root extract (95% curcuminoids)',
      claim: 1000,
      unit: 'mg',
      measured: 1097,
    },
  ],
  heavyMetals: {
    lead: metal(0.191, 0.5),
    arsenic: metal(1.031, 15, 'USP <2232>'),
    cadmium: metal(0.025, 4.1),
    mercury: metal(0.039, 0.3),
  },
  microbiology: [
    { _key: 'm1', _type: 'microbiologyResult', test: 'Salmonella', result: 'pass', detail: 'Absent in 10 g' },
  ],
  certificate: { _type: 'file', asset: { _type: 'reference', _ref: certificateAsset._id } },
};

const withPotency = (claim: number, measured: number): DatasetDocument => ({
  ...labReport,
  potency: [{ _key: 'p1', _type: 'potencyResult', ingredient: 'Turmeric', claim, unit: 'mg', measured }],
});

const withLead = (lead: ReturnType<typeof metal>): DatasetDocument => ({
  ...labReport,
  heavyMetals: { ...(labReport.heavyMetals as object), lead },
});

const vitaminK: DatasetDocument = {
  _id: 'interactionRule-vitamin-k-blood-thinners',
  _type: 'interactionRule',
  ingredient: 'Vitamin K',
  medicationClass: 'blood-thinners',
  severity: 'warning',
  message:
    'Vitamin K can change how warfarin and other blood thinners work. Talk to your healthcare provider before taking it with a blood thinner.',
  sourceUrl: 'https://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/',
};

/** A day after today on the editor's calendar. */
const tomorrow = calendarToday(new Date(Date.now() + 36 * 60 * 60 * 1000));

async function markersOf(document: DatasetDocument, ...others: DatasetDocument[]) {
  return studioMarkers([document], [document, ...others, asset, certificateAsset, wordAsset]);
}

describe('what an editor sees in the Studio', () => {
  it.each([
    ['a complete condition page', bloodSugar],
    ['a testimonial whose avatar only decorates the name (empty alt)', testimonial],
    ['a legal page', privacy],
    ['a seasonal campaign', campaign],
    ['a lab report with its certificate', labReport],
    ['an interaction rule sending the shopper to a healthcare provider', vitaminK],
    [
      'an interaction rule for the same ingredient and another medication class',
      { ...vitaminK, _id: 'interactionRule-vitamin-k-statins', medicationClass: 'statins' },
    ],
  ])('%s shows no warning', async (_case, document) => {
    expect(await markersOf(document)).toEqual([]);
  });

  it.each<[string, DatasetDocument, DatasetDocument[], string]>([
    [
      'a shop alias another condition already answers to',
      {
        ...bloodSugar,
        _id: 'condition-diabetes',
        slug: { _type: 'slug', current: 'diabetes' },
        aliases: ['glucose'],
      },
      [bloodSugar],
      'condition-diabetes aliases: error "glucose" already leads to Blood Sugar. A shop link must lead to one condition.',
    ],
    [
      'a slug that is already another condition’s alias',
      { ...bloodSugar, _id: 'condition-glucose', slug: { _type: 'slug', current: 'glucose' }, aliases: [] },
      [bloodSugar],
      'condition-glucose slug: error "glucose" already leads to Blood Sugar. A shop link must lead to one condition.',
    ],
    [
      'a second privacy policy',
      { ...privacy, _id: 'legal-privacy-2' },
      [privacy],
      'legal-privacy-2 kind: error Another legal page already has this kind; each kind has one page.',
    ],
    [
      'a privacy policy without the day it last changed',
      { ...privacy, lastUpdated: undefined },
      [],
      'legal-privacy lastUpdated: error Enter the day the policy last changed: shoppers are told when it took effect.',
    ],
    [
      'a javascript: link in page text',
      {
        ...bloodSugar,
        body: [
          {
            _type: 'block',
            _key: 'b1',
            style: 'normal',
            markDefs: [{ _type: 'link', _key: 'l1', href: 'javascript:alert(1)' }],
            children: [{ _type: 'span', _key: 's1', text: 'Click', marks: ['l1'] }],
          },
        ],
      },
      [],
      'condition-blood-sugar body[b1].markDefs[l1].href: error Links may use https, http, mailto or tel, not "javascript".',
    ],
    [
      'a footer link written as //host',
      {
        _id: 'siteSettings',
        _type: 'siteSettings',
        footerColumns: [
          { _key: 'c', title: 'Shop', links: [{ _key: 'l', label: 'Shop', href: '//evil.example' }] },
        ],
      },
      [],
      'siteSettings footerColumns[c].links[l].href: error A path on this site starts with a single "/".',
    ],
    [
      'a campaign that ends before it starts',
      { ...campaign, endDate: '2025-09-30' },
      [],
      'campaign-october endDate: error The last day cannot be before the first day.',
    ],
    [
      'a palette colour written as a word',
      { ...campaign, palette: { primary: 'pink', secondary: '#C2410C', accent: '#6B21A8' } },
      [],
      'campaign-october palette.primary: error Use a hex colour like #8B4513.',
    ],
    [
      'a collection id pasted as a Shopify gid',
      { ...bloodSugar, collectionId: 'gid://shopify/Collection/264242954334' },
      [],
      'condition-blood-sugar collectionId: error Use only the digits of the collection id.',
    ],
    [
      'a condition page without its shop button text',
      { ...bloodSugar, shopButtonText: undefined },
      [],
      'condition-blood-sugar shopButtonText: error Needed because this condition has its own page.',
    ],
    [
      'a hero image without alt text',
      { ...bloodSugar, heroImage: { ...image, alt: undefined } },
      [],
      'condition-blood-sugar heroImage.alt: error Required',
    ],
    [
      'a quiz button text that lost its {condition}',
      {
        _id: 'conditionsPage',
        _type: 'conditionsPage',
        title: 'Health Conditions We Support',
        intro: 'Find support for your health goals.',
        quizButtonTemplate: 'Take the Quiz',
        productsButtonLabel: 'View Products',
        resourcesTitle: 'Trusted resources',
      },
      [],
      "conditionsPage quizButtonTemplate: error Keep {condition} in the text: it is replaced by each card's name.",
    ],
  ])('%s is refused with a message on the field', async (_case, document, others, expected) => {
    expect(await markersOf(document, ...others)).toContain(expected);
  });

  it.each<[string, DatasetDocument, DatasetDocument[], string]>([
    [
      'a lot number that is not the store’s format',
      { ...labReport, lotCode: 'SW-2602-14' },
      [],
      'labReport-sw2602-014 lotCode: error A lot number looks like SW2602-014: SW, four digits, a dash and three digits.',
    ],
    [
      'a lot number typed in lower case',
      { ...labReport, lotCode: 'sw2602-014' },
      [],
      'labReport-sw2602-014 lotCode: error Write the lot number as printed on the bottle: SW2602-014.',
    ],
    [
      'a lot number another report already has',
      { ...labReport, _id: 'labReport-copy' },
      [labReport],
      'labReport-copy lotCode: error Another lab report already has lot SW2602-014; each lot has one report.',
    ],
    [
      'a manufacture date in another month than the lot number says',
      { ...labReport, manufactureDate: '2026-03-02', testDate: '2026-03-10', expiryDate: '2028-03-02' },
      [],
      'labReport-sw2602-014 manufactureDate: error Lot SW2602-014 says it was made in 2026-02, but this date is in 2026-03. Check the lot number or the date.',
    ],
    [
      'an expiry date before the manufacture date',
      { ...labReport, expiryDate: '2026-01-31' },
      [],
      'labReport-sw2602-014 expiryDate: error The expiry date must be after the manufacture date.',
    ],
    [
      'a test date in the future',
      { ...labReport, testDate: tomorrow, expiryDate: '2099-02-07' },
      [],
      'labReport-sw2602-014 testDate: error The test date cannot be in the future.',
    ],
    [
      'a test date before the lot was made',
      { ...labReport, testDate: '2026-02-01' },
      [],
      'labReport-sw2602-014 testDate: error The test date cannot be before the manufacture date.',
    ],
    [
      'a measured amount of 5 % of the label claim (a unit mixed up)',
      withPotency(1000, 52),
      [],
      'labReport-sw2602-014 potency[p1].measured: error This is 5.2% of the label claim; results from 50% to 300% are accepted. Check the amount and that both are in the same unit.',
    ],
    [
      'a measured amount of 0',
      withPotency(1000, 0),
      [],
      'labReport-sw2602-014 potency[p1].measured: error The measured amount must be a number above 0.',
    ],
    [
      'a negative heavy metal figure',
      withLead(metal(-0.1, 0.5)),
      [],
      'labReport-sw2602-014 heavyMetals.lead.measured: error A measured amount cannot be negative; enter 0 when none was found.',
    ],
    [
      'a heavy metal limit of 0',
      withLead(metal(0.1, 0)),
      [],
      'labReport-sw2602-014 heavyMetals.lead.limit: error The limit must be above 0.',
    ],
    [
      'a heavy metal above its published limit',
      withLead(metal(0.62, 0.5)),
      [],
      'labReport-sw2602-014 heavyMetals.lead.measured: warning Above the limit the store publishes: this lot must not be sold. Publish only with the quality team’s sign-off.',
    ],
    [
      'a report without its certificate',
      { ...labReport, certificate: undefined },
      [],
      'labReport-sw2602-014 certificate: error Upload the signed certificate (PDF): a report cannot be published without it.',
    ],
    [
      'a certificate field whose upload was removed',
      { ...labReport, certificate: { _type: 'file' } },
      [],
      'labReport-sw2602-014 certificate: error Upload the signed certificate (PDF): a report cannot be published without it.',
    ],
    [
      'a certificate uploaded as a Word document',
      { ...labReport, certificate: { _type: 'file', asset: { _type: 'reference', _ref: wordAsset._id } } },
      [],
      'labReport-sw2602-014 certificate: error The certificate must be a PDF file: export the signed certificate as PDF and upload that.',
    ],
    [
      'a product named by its title instead of its handle',
      { ...labReport, products: ['Turmeric with Ginger'] },
      [],
      'labReport-sw2602-014 products[0]: error Use the product’s handle, the end of its address: vitamin-d3-k2 for /products/vitamin-d3-k2 (lowercase letters, digits and dashes).',
    ],
    [
      'a report for no product',
      { ...labReport, products: [] },
      [],
      'labReport-sw2602-014 products: error Add the handle of at least one product this lot is sold as.',
    ],
    [
      'a laboratory without its ISO/IEC 17025 accreditation',
      { ...labReport, laboratory: { name: 'Prairie Light Labs', accreditation: 'Accredited lab' } },
      [],
      'labReport-sw2602-014 laboratory.accreditation: error Name the ISO/IEC 17025 accreditation, e.g. "ISO/IEC 17025 — A2LA certificate 1234.01".',
    ],
  ])(
    'a lab report with %s is refused with a message on the field',
    async (_case, document, others, expected) => {
      expect(await markersOf(document, ...others)).toContain(expected);
    },
  );

  const advice =
    'Say what the interaction is in plain words and leave doses and diagnoses to the shopper’s healthcare provider.';

  it.each<[string, DatasetDocument, DatasetDocument[], string]>([
    [
      'a dose in its message',
      {
        ...vitaminK,
        message: 'Keep your daily dose of vitamin K steady with warfarin. Ask your healthcare provider.',
      },
      [],
      `interactionRule-vitamin-k-blood-thinners message: error “dose” speaks of a dose. ${advice}`,
    ],
    [
      'advice to stop a medicine',
      {
        ...vitaminK,
        message: 'Stop taking warfarin while you take vitamin K, or ask your healthcare provider.',
      },
      [],
      `interactionRule-vitamin-k-blood-thinners message: error “Stop taking” tells the shopper to stop a medicine. ${advice}`,
    ],
    [
      'advice to cut down',
      {
        ...vitaminK,
        message: 'Reduce vitamin K when you take warfarin; your healthcare provider can tell you more.',
      },
      [],
      `interactionRule-vitamin-k-blood-thinners message: error “Reduce” tells the shopper to cut down. ${advice}`,
    ],
    [
      'a diagnosis',
      {
        ...vitaminK,
        message: 'Bruising easily may be diagnosed as a clotting problem. See a healthcare provider.',
      },
      [],
      `interactionRule-vitamin-k-blood-thinners message: error “diagnosed” reads as a diagnosis. ${advice}`,
    ],
    [
      'a message that does not send the shopper to a healthcare provider',
      {
        ...vitaminK,
        message: 'Vitamin K can change how warfarin and other blood thinners work. Ask your doctor.',
      },
      [],
      'interactionRule-vitamin-k-blood-thinners message: error End with a pointer to a professional, using the words “healthcare provider”, e.g. “Talk to your healthcare provider before taking it with a blood thinner.”',
    ],
    [
      'a message too short to say anything',
      { ...vitaminK, message: 'healthcare provider' },
      [],
      'interactionRule-vitamin-k-blood-thinners message: error Write at least 20 characters: say what the interaction is.',
    ],
    [
      'a source on http',
      { ...vitaminK, sourceUrl: 'http://ods.od.nih.gov/factsheets/VitaminK-HealthProfessional/' },
      [],
      'interactionRule-vitamin-k-blood-thinners sourceUrl: error Use the source’s https address (https://…): the store links only to secure pages.',
    ],
    [
      'no source',
      { ...vitaminK, sourceUrl: undefined },
      [],
      'interactionRule-vitamin-k-blood-thinners sourceUrl: error Link the authoritative page this rule comes from.',
    ],
    [
      'an ingredient and medication class another rule already pairs (in another case)',
      { ...vitaminK, _id: 'interactionRule-copy', ingredient: 'vitamin k' },
      [vitaminK],
      'interactionRule-copy ingredient: error Another rule already pairs vitamin k with this medication class; edit that rule instead.',
    ],
    [
      'no medication class',
      { ...vitaminK, medicationClass: undefined },
      [],
      'interactionRule-vitamin-k-blood-thinners medicationClass: error Choose the class of medication.',
    ],
    [
      'a severity the store does not know',
      { ...vitaminK, severity: 'danger' },
      [],
      'interactionRule-vitamin-k-blood-thinners severity: error Choose how serious the interaction is.',
    ],
  ])(
    'an interaction rule with %s is refused with a message on the field',
    async (_case, document, others, expected) => {
      expect(await markersOf(document, ...others)).toContain(expected);
    },
  );

  it('refuses a six-star rating', async () => {
    const markers = await markersOf({ ...testimonial, rating: 6 });
    expect(markers.some((marker) => marker.startsWith('testimonial-1 rating: error'))).toBe(true);
  });
});

describe('disease claims in shopper-facing copy', () => {
  /** "id path: warning Possible disease claim: "word"." for a path written without brackets. */
  const claimWarning = (at: string, words: string) =>
    expect.stringMatching(new RegExp(`^${at}: warning Possible disease claim: ${words}\\.`));
  const block = (key: string, text: string) => ({
    _type: 'block',
    _key: key,
    style: 'normal',
    markDefs: [],
    children: [{ _type: 'span', _key: `${key}s`, text, marks: [] }],
  });

  it('warns on a condition whose summary cures, naming the word, and the warning is not an error', async () => {
    const markers = await markersOf({ ...bloodSugar, summary: 'Cinnamon that cures diabetes.' });
    expect(markers).toEqual([claimWarning('condition-blood-sugar summary', '"cures"')]);
  });

  it.each<[string, DatasetDocument, string]>([
    ['a condition title', { ...bloodSugar, title: 'Diabetes Treatment' }, 'condition-blood-sugar title'],
    [
      'a condition intro',
      { ...bloodSugar, intro: 'Reverses prediabetes in weeks.' },
      'condition-blood-sugar intro',
    ],
    [
      'a paragraph of a condition page',
      {
        ...bloodSugar,
        body: [block('ok', 'Balanced meals matter.'), block('b2', 'Berberine heals the pancreas.')],
      },
      'condition-blood-sugar body[b2]',
    ],
    [
      'a health goal',
      {
        _id: 'healthGoal-heart',
        _type: 'healthGoal',
        title: 'Heart Health',
        description: 'Omega-3s that prevent heart attacks.',
        href: '/shop?category=heart-health',
        icon: 'heart',
        color: '#B91C1C',
        order: 1,
      },
      'healthGoal-heart description',
    ],
    [
      'a learn topic',
      {
        _id: 'learnTopic-eyes',
        _type: 'learnTopic',
        title: 'Eye Health',
        description: 'Nutrients for healthy vision.',
        fullDescription: 'Lutein fights disease of the retina.',
        collectionId: '264242954334',
        image,
        icon: 'eye',
        color: '#0E7490',
        order: 1,
      },
      'learnTopic-eyes fullDescription',
    ],
    ['a testimonial', { ...testimonial, text: 'This cured my arthritis.' }, 'testimonial-1 text'],
  ])('warns on %s', async (_case, document, path) => {
    const markers = await markersOf(document);
    expect(markers).toEqual([
      expect.stringMatching(new RegExp(`^${path.replace(/[[\]]/g, '\\$&')}: warning Possible disease claim`)),
    ]);
  });

  it('warns on the quiz results and the home page copy of the seed once they claim', async () => {
    const { documents } = contentDataset();
    const quiz = documents.find((document) => document._id === 'quiz') as DatasetDocument;
    const home = documents.find((document) => document._id === 'homePage') as DatasetDocument;
    const whyDifferent = home.whyDifferent as { points: Record<string, unknown>[] };
    const [firstPoint] = whyDifferent.points;
    expect(
      await studioMarkers(
        [{ ...quiz, resultSubtitle: 'Products that treat your symptoms' }],
        documents as DatasetDocument[],
      ),
    ).toEqual([claimWarning('quiz resultSubtitle', '"treat"')]);
    const markers = await studioMarkers(
      [
        {
          ...home,
          whyDifferent: {
            ...whyDifferent,
            points: [{ ...firstPoint, text: 'Anti-cancer botanicals that prevent illness.' }],
          },
        },
      ],
      documents as DatasetDocument[],
    );
    expect(markers).toEqual([
      expect.stringMatching(
        new RegExp(
          `^homePage whyDifferent\\.points\\[${String(firstPoint!._key)}\\]\\.text: warning Possible disease claim: "anti-cancer", "prevent"\\.`,
        ),
      ),
    ]);
  });

  it("marks the very paragraph of an About page section, and leaves the seed's denial alone", async () => {
    const { documents } = contentDataset();
    const about = documents.find((document) => document._id === 'aboutPage') as DatasetDocument;
    const sections = about.sections as { _key: string; body: { _key: string }[] }[];
    const [first, ...rest] = sections;
    const claimed = {
      ...first!,
      body: [...first!.body, block('claim', 'Our blend cures high blood pressure.')],
    };
    const markers = await studioMarkers(
      [{ ...about, sections: [claimed, ...rest] }],
      documents as DatasetDocument[],
    );
    expect(markers).toEqual([
      expect.stringMatching(
        new RegExp(
          `^aboutPage sections\\[${first!._key}\\]\\.body\\[claim\\]: warning Possible disease claim: "cures"`,
        ),
      ),
    ]);
  });

  it('accepts structure/function copy and the FDA statement quoted in it', async () => {
    const markers = await markersOf({
      ...bloodSugar,
      summary: 'Supports healthy blood sugar levels.',
      body: [block('b1', 'Not intended to diagnose, treat, cure, or prevent any disease.')],
    });
    expect(markers).toEqual([]);
  });
});

describe('the seed dataset as imported', () => {
  it('shows no error or warning on any document in the Studio', async () => {
    const { documents } = contentDataset();
    expect(await studioMarkers(documents as DatasetDocument[])).toEqual([]);
  });
});
