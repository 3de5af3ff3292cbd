/* eslint-disable max-lines -- One file: the 74 labels are one table (see below). */
/**
 * The Supplement Facts labels of the 74 mock products, as a merchant would enter them in the
 * `supplement_facts` metaobject: each product's serving, rows, blends, other ingredients, allergens,
 * directions and cautions. One file: the 74 labels are one table, written with the row builders and
 * the shared ingredient and caution texts above it, and read together when the catalogue changes.
 * `catalogue-facts.ts` turns each label into its panel. The copy only ever says what a supplement
 * supports.
 */
import type { ProprietaryBlend, SupplementFactsRow } from '../../src/domain/supplement-facts';
import {
  dailyValueNutrient,
  dailyValues,
  percentDailyValue,
  type Nutrient,
  type NutrientName,
} from './daily-values';

interface RowOptions {
  form?: string;
  note?: string;
  indent?: boolean;
}

/** A row with a Daily Value: its unit and % DV come from the table. */
function nutrient(
  name: NutrientName,
  amount: number,
  { form, note, indent }: RowOptions = {},
): SupplementFactsRow {
  const key = dailyValueNutrient(name) as Nutrient;
  return {
    name,
    form: form ?? null,
    amount,
    unit: dailyValues[key].unit,
    amountNote: note ?? null,
    dailyValue: percentDailyValue(key, amount),
    indent: indent ?? false,
  };
}

/** A row without a Daily Value ("†"): calories, sugars, botanicals, strains, fatty acids... */
function ingredient(
  name: string,
  amount: number,
  unit: string,
  { form, note, indent }: RowOptions = {},
): SupplementFactsRow {
  if (dailyValueNutrient(name)) throw new Error(`${name} has a Daily Value: declare it with nutrient()`);
  return {
    name,
    form: form ?? null,
    amount,
    unit,
    amountNote: note ?? null,
    dailyValue: null,
    indent: indent ?? false,
  };
}

const calories = (amount: number) => ingredient('Calories', amount, 'kcal');

/** Gummies' sugars, indented under Total Carbohydrate as the panel prints them. */
function sugars(total: number, added: number): SupplementFactsRow[] {
  return [
    ingredient('Total Sugars', total, 'g', { indent: true }),
    nutrient('Added Sugars', added, { indent: true }),
  ];
}

const strain = (name: string, billions: number) => ingredient(name, billions, 'billion CFU');

export type ServingUnit = 'capsule' | 'tablet' | 'softgel' | 'gummy' | 'scoop';

export interface Serving {
  count: number;
  unit: ServingUnit;
  /** A powder's scoop weight: "10 g". */
  weight?: string;
}

export const plurals: Record<ServingUnit, string> = {
  capsule: 'capsules',
  tablet: 'tablets',
  softgel: 'softgels',
  gummy: 'gummies',
  scoop: 'scoops',
};

const caps = (count: number): Serving => ({ count, unit: 'capsule' });
const tablets = (count: number): Serving => ({ count, unit: 'tablet' });
const softgels = (count: number): Serving => ({ count, unit: 'softgel' });
const gummies = (count: number): Serving => ({ count, unit: 'gummy' });
const scoop = (weight: string): Serving => ({ count: 1, unit: 'scoop', weight });

/** What the merchant enters for one product; `singleFacts` (catalogue-facts.ts) turns it into the panel. */
export interface Label {
  serving: Serving;
  rows: SupplementFactsRow[];
  blends?: ProprietaryBlend[];
  /** Other ingredients, in descending order by weight; empty when the product is the ingredient itself. */
  other: string[];
  /** The major food allergens it contains ("fish (anchovy, sardine, mackerel)"). */
  contains?: string[];
  /** When to take it, after "take 2 capsules": "daily with a meal" unless said otherwise. */
  directions?: string;
  /** A whole suggested-use sentence, for products whose serving is not simply taken once a day. */
  use?: string;
  /** The most servings a day `use` directs ("once or twice daily": 2); 1 when it says nothing else. */
  servingsADay?: number;
  /** Cautions of its own, between the general consult-first line and "Keep out of reach of children". */
  cautions?: string[];
}

const vegCapsule = 'hypromellose (vegetable capsule)';
const delayedReleaseCapsule = 'hypromellose and gellan gum (delayed-release vegetable capsule)';
const gelatinSoftgel = 'softgel (bovine gelatin, glycerin, purified water)';
const plantSoftgel = 'softgel (modified tapioca starch, glycerin, carrageenan, purified water)';
const capsuleFill = ['rice flour'];
const tabletBase = [
  'microcrystalline cellulose',
  'dicalcium phosphate',
  'croscarmellose sodium',
  'stearic acid (vegetable source)',
  'silica',
  'magnesium stearate (vegetable source)',
  'hypromellose coating',
];
const gummyBase = (flavour: string, colour: string) => [
  'tapioca syrup',
  'cane sugar',
  'water',
  'pectin',
  'citric acid',
  'sodium citrate',
  flavour,
  colour,
  'carnauba wax (coating)',
];

const bloodThinners =
  'If you take blood-thinning medication or are scheduled for surgery, consult your healthcare practitioner before use.';
const bloodSugarMedication =
  'If you take medication for blood sugar, consult your healthcare practitioner before use, as this product may add to its effect.';
const bloodPressureMedication =
  'If you take blood pressure medication, consult your healthcare practitioner before use.';
const daisyFamily =
  'If you are allergic to plants in the daisy family (ragweed, chrysanthemums, marigolds), consult your healthcare practitioner before use.';
const liverCaution =
  'Discontinue use and consult your healthcare practitioner if you notice abdominal pain, dark urine or yellowing of the skin or eyes.';
const choking =
  'CHOKING: Taking this product without adequate fluid may cause it to swell and block your throat or esophagus and may cause choking. Do not take this product if you have difficulty in swallowing. If you experience chest pain, vomiting, or difficulty in swallowing or breathing after taking this product, seek immediate medical attention.';
const drowsiness =
  'May cause drowsiness. Do not drive, operate machinery or drink alcohol after use. Not for use by children.';
const adultMen = 'For adult men only.';

export const labels: Record<number, Label> = {
  // 1. Daily Energy B-Complex
  1: {
    serving: caps(2),
    rows: [
      nutrient('Thiamin', 25, { form: 'as thiamine HCl' }),
      nutrient('Riboflavin', 10, { form: "as riboflavin 5'-phosphate" }),
      nutrient('Niacin', 40, { form: 'as niacinamide' }),
      nutrient('Vitamin B6', 10, { form: "as pyridoxal 5'-phosphate" }),
      nutrient('Folate', 680, {
        form: 'as L-5-methyltetrahydrofolate calcium salt',
        note: '400 mcg L-5-MTHF',
      }),
      nutrient('Vitamin B12', 500, { form: 'as methylcobalamin' }),
      nutrient('Biotin', 300),
      nutrient('Pantothenic Acid', 50, { form: 'as calcium D-pantothenate' }),
      nutrient('Choline', 50, { form: 'as choline bitartrate' }),
      ingredient('Inositol', 25, 'mg'),
    ],
    other: [vegCapsule, ...capsuleFill],
    cautions: ['Riboflavin may turn urine bright yellow; this is harmless.'],
  },

  // 2. Vitamin D3 + K2 (5,000 IU D3 with K2 as MK-7)
  2: {
    serving: softgels(1),
    rows: [
      nutrient('Vitamin D3', 125, { form: 'as cholecalciferol', note: '5,000 IU' }),
      nutrient('Vitamin K2', 100, { form: 'as menaquinone-7 (MK-7)' }),
    ],
    other: ['extra virgin olive oil', gelatinSoftgel],
    directions: 'daily with a meal that contains fat',
  },

  // 3. Elderberry & Zinc Immune Defense
  3: {
    serving: caps(1),
    rows: [
      nutrient('Vitamin C', 250, { form: 'as ascorbic acid' }),
      nutrient('Zinc', 15, { form: 'as zinc bisglycinate chelate' }),
      ingredient('Black Elderberry (Sambucus nigra)', 200, 'mg', {
        form: 'fruit extract, standardized to 13% flavonoids',
      }),
      ingredient('Echinacea (Echinacea purpurea)', 100, 'mg', {
        form: 'aerial parts extract, standardized to 4% phenolic compounds',
      }),
    ],
    other: [vegCapsule, ...capsuleFill],
    cautions: [
      daisyFamily,
      'If you have an autoimmune condition, consult your healthcare practitioner before use.',
    ],
  },

  // 4. Beetroot Circulation Support
  4: {
    serving: caps(3),
    rows: [
      ingredient('Beetroot (Beta vulgaris)', 1200, 'mg', { form: 'whole root powder' }),
      ingredient('Hawthorn (Crataegus monogyna)', 300, 'mg', {
        form: 'berry extract, standardized to 10% oligomeric procyanidins',
      }),
    ],
    other: [vegCapsule],
    cautions: [bloodPressureMedication, 'Beetroot may turn urine or stools pink or red; this is harmless.'],
  },

  // 5. Probiotic 40 Billion CFU: 12 strains, 40 billion CFU in all
  5: {
    serving: caps(1),
    rows: [
      strain('Lactobacillus acidophilus La-14', 6),
      strain('Bifidobacterium animalis subsp. lactis Bl-04', 6),
      strain('Lacticaseibacillus rhamnosus HN001', 4),
      strain('Lactiplantibacillus plantarum Lp-115', 4),
      strain('Bifidobacterium animalis subsp. lactis HN019', 4),
      strain('Lacticaseibacillus paracasei Lpc-37', 3),
      strain('Bifidobacterium longum BB536', 3),
      strain('Lacticaseibacillus casei Lc-11', 2),
      strain('Ligilactobacillus salivarius Ls-33', 2),
      strain('Bifidobacterium breve Bb-03', 2),
      strain('Streptococcus thermophilus St-21', 2),
      strain('Bifidobacterium bifidum Bb-06', 2),
    ],
    other: [
      delayedReleaseCapsule,
      'microcrystalline cellulose',
      'magnesium stearate (vegetable source)',
      'silica',
    ],
    directions: 'daily, with or without food',
    cautions: [
      'If you have a weakened immune system, consult your healthcare practitioner before use.',
      'Live cultures guaranteed through the date on the bottle when stored below 77°F (25°C); refrigeration is not required.',
    ],
  },

  // 6. Magnesium Glycinate Sleep Support
  6: {
    serving: caps(2),
    rows: [nutrient('Magnesium', 200, { form: 'as magnesium bisglycinate chelate' })],
    other: [vegCapsule, 'magnesium stearate (vegetable source)'],
    directions: 'daily in the evening',
    cautions: ['Taking more than the suggested amount may loosen stools.'],
  },

  // 7. Triple-Strength Omega-3 Fish Oil (1,200 mg EPA + DHA)
  7: {
    serving: softgels(2),
    rows: [
      calories(25),
      nutrient('Total Fat', 2.5),
      ingredient('Total Omega-3 Fatty Acids', 1400, 'mg', {
        form: 'from purified fish oil concentrate (anchovy, sardine, mackerel)',
      }),
      ingredient('EPA (Eicosapentaenoic Acid)', 720, 'mg', { indent: true }),
      ingredient('DHA (Docosahexaenoic Acid)', 480, 'mg', { indent: true }),
      ingredient('Other Omega-3 Fatty Acids', 200, 'mg', { indent: true }),
    ],
    other: [gelatinSoftgel, 'natural lemon flavor', 'mixed tocopherols from sunflower (to keep it fresh)'],
    contains: ['fish (anchovy, sardine, mackerel)'],
    cautions: [bloodThinners],
  },

  // 8. Women's Balance Multivitamin
  8: {
    serving: caps(2),
    rows: [
      nutrient('Vitamin A', 750, { form: 'as beta-carotene and retinyl acetate' }),
      nutrient('Vitamin C', 90, { form: 'as ascorbic acid' }),
      nutrient('Vitamin D3', 25, { form: 'as cholecalciferol from lichen', note: '1,000 IU' }),
      nutrient('Vitamin E', 15, { form: 'as d-alpha tocopheryl succinate' }),
      nutrient('Vitamin K1', 90, { form: 'as phylloquinone' }),
      nutrient('Thiamin', 1.5, { form: 'as thiamine HCl' }),
      nutrient('Riboflavin', 1.7, { form: "as riboflavin 5'-phosphate" }),
      nutrient('Niacin', 20, { form: 'as niacinamide' }),
      nutrient('Vitamin B6', 2, { form: "as pyridoxal 5'-phosphate" }),
      nutrient('Folate', 680, {
        form: 'as L-5-methyltetrahydrofolate calcium salt',
        note: '400 mcg L-5-MTHF',
      }),
      nutrient('Vitamin B12', 25, { form: 'as methylcobalamin' }),
      nutrient('Biotin', 150),
      nutrient('Pantothenic Acid', 10, { form: 'as calcium D-pantothenate' }),
      nutrient('Calcium', 100, { form: 'as calcium citrate' }),
      nutrient('Iron', 18, { form: 'as ferrous bisglycinate chelate' }),
      nutrient('Iodine', 150, { form: 'as potassium iodide' }),
      nutrient('Magnesium', 50, { form: 'as magnesium citrate' }),
      nutrient('Zinc', 8, { form: 'as zinc bisglycinate chelate' }),
      nutrient('Selenium', 55, { form: 'as L-selenomethionine' }),
      nutrient('Copper', 0.9, { form: 'as copper bisglycinate chelate' }),
      nutrient('Manganese', 2, { form: 'as manganese bisglycinate chelate' }),
      nutrient('Chromium', 35, { form: 'as chromium picolinate' }),
      nutrient('Molybdenum', 45, { form: 'as sodium molybdate' }),
    ],
    blends: [
      {
        name: "Women's Botanical Blend",
        amount: 100,
        unit: 'mg',
        ingredients: [
          'Chasteberry (Vitex agnus-castus) fruit extract',
          'Red raspberry (Rubus idaeus) leaf',
          'Cranberry (Vaccinium macrocarpon) fruit powder',
        ],
      },
    ],
    other: [vegCapsule, ...capsuleFill],
    cautions: ['If you take hormone-containing medication, consult your healthcare practitioner before use.'],
  },

  // 9. Berberine Blood Sugar Support (500 mg berberine HCl with chromium)
  9: {
    serving: caps(1),
    rows: [
      nutrient('Chromium', 100, { form: 'as chromium picolinate' }),
      ingredient('Berberine', 500, 'mg', {
        form: 'as berberine HCl, from Indian barberry (Berberis aristata) root',
      }),
    ],
    other: [vegCapsule, 'magnesium stearate (vegetable source)'],
    use: 'Adults: take 1 capsule once or twice daily with a meal, or as directed by your healthcare practitioner.',
    servingsADay: 2,
    cautions: [
      'Not for use during pregnancy or while nursing.',
      bloodSugarMedication,
      'Berberine can change how some medications work; if you take any, consult your healthcare practitioner before use.',
    ],
  },

  // 10. Glucosamine Chondroitin MSM
  10: {
    serving: tablets(4),
    rows: [
      nutrient('Sodium', 60),
      ingredient('Glucosamine Sulfate', 1500, 'mg', {
        form: 'as glucosamine sulfate potassium chloride, from shellfish',
      }),
      ingredient('Chondroitin Sulfate', 1200, 'mg', {
        form: 'as sodium chondroitin sulfate, from bovine cartilage',
      }),
      ingredient('MSM (Methylsulfonylmethane)', 1000, 'mg'),
    ],
    other: tabletBase,
    contains: ['shellfish (shrimp, crab)'],
    directions: 'daily with meals, in divided amounts',
    cautions: [bloodThinners],
  },

  // 11. Men's Vitality Multivitamin (one tablet a day, a 12-month supply)
  11: {
    serving: tablets(1),
    rows: [
      nutrient('Vitamin A', 900, { form: 'as beta-carotene and retinyl acetate' }),
      nutrient('Vitamin C', 120, { form: 'as ascorbic acid' }),
      nutrient('Vitamin D3', 50, { form: 'as cholecalciferol', note: '2,000 IU' }),
      nutrient('Vitamin E', 30, { form: 'as d-alpha tocopheryl succinate' }),
      nutrient('Vitamin K1', 80, { form: 'as phylloquinone' }),
      nutrient('Thiamin', 1.5, { form: 'as thiamine mononitrate' }),
      nutrient('Riboflavin', 1.7),
      nutrient('Niacin', 20, { form: 'as niacinamide' }),
      nutrient('Vitamin B6', 2, { form: 'as pyridoxine HCl' }),
      nutrient('Folate', 400, { form: 'as folic acid', note: '240 mcg folic acid' }),
      nutrient('Vitamin B12', 25, { form: 'as methylcobalamin' }),
      nutrient('Biotin', 60),
      nutrient('Pantothenic Acid', 10, { form: 'as calcium D-pantothenate' }),
      nutrient('Magnesium', 50, { form: 'as magnesium oxide' }),
      nutrient('Zinc', 11, { form: 'as zinc citrate' }),
      nutrient('Selenium', 110, { form: 'as L-selenomethionine' }),
      nutrient('Copper', 0.9, { form: 'as copper gluconate' }),
      nutrient('Manganese', 2.3, { form: 'as manganese gluconate' }),
      nutrient('Chromium', 120, { form: 'as chromium picolinate' }),
      nutrient('Molybdenum', 45, { form: 'as sodium molybdate' }),
      ingredient('Lycopene', 1, 'mg', { form: 'from tomato extract' }),
    ],
    other: tabletBase,
    cautions: [adultMen],
  },

  // 12. Hibiscus & Hawthorn Heart Support
  12: {
    serving: caps(2),
    rows: [
      ingredient('Hibiscus (Hibiscus sabdariffa)', 500, 'mg', {
        form: 'calyx extract, standardized to 10% polyphenols',
      }),
      ingredient('Hawthorn (Crataegus monogyna)', 300, 'mg', {
        form: 'leaf and flower extract, standardized to 1.8% vitexin',
      }),
      ingredient('Olive (Olea europaea)', 250, 'mg', {
        form: 'leaf extract, standardized to 20% oleuropein',
      }),
    ],
    other: [vegCapsule],
    cautions: [bloodPressureMedication],
  },

  // 13. Plant Sterol Cholesterol Support (1,300 mg a day as two servings)
  13: {
    serving: softgels(2),
    rows: [
      calories(10),
      nutrient('Total Fat', 1),
      ingredient('Plant Sterols', 650, 'mg', { form: 'as plant sterol esters, from soybean oil' }),
    ],
    other: [gelatinSoftgel, 'mixed tocopherols (to keep it fresh)'],
    contains: ['soy'],
    use: 'Adults: take 2 softgels twice daily with meals (1,300 mg of plant sterols a day), or as directed by your healthcare practitioner.',
    servingsADay: 2,
  },

  // 14. Green Tea Metabolism Support
  14: {
    serving: caps(2),
    rows: [
      ingredient('Green Tea (Camellia sinensis)', 500, 'mg', {
        form: 'leaf extract, standardized to 50% EGCG',
      }),
      ingredient('EGCG (Epigallocatechin Gallate)', 250, 'mg', { indent: true }),
      ingredient('Green Coffee Bean (Coffea arabica)', 400, 'mg', {
        form: 'bean extract, standardized to 50% chlorogenic acids',
      }),
      ingredient('Caffeine', 60, 'mg', { form: 'naturally occurring, from green tea and green coffee bean' }),
    ],
    other: [vegCapsule, ...capsuleFill],
    directions: 'daily with breakfast',
    cautions: [
      'Contains 60 mg of naturally occurring caffeine per serving; limit other caffeine while using this product.',
      'Take with food.',
      liverCaution,
    ],
  },

  // 15. Lutein & Zeaxanthin Vision Support (20 mg lutein, 4 mg zeaxanthin)
  15: {
    serving: softgels(1),
    rows: [
      ingredient('Lutein', 20, 'mg', { form: 'from marigold (Tagetes erecta) flower extract' }),
      ingredient('Zeaxanthin', 4, 'mg', { form: 'from marigold (Tagetes erecta) flower extract' }),
    ],
    other: ['safflower oil', gelatinSoftgel, 'sunflower lecithin'],
    directions: 'daily with a meal that contains fat',
  },

  // 16. Hair, Skin & Nails with Biotin (10,000 mcg biotin with collagen)
  16: {
    serving: gummies(2),
    rows: [
      calories(15),
      nutrient('Total Carbohydrate', 4),
      ...sugars(3, 3),
      nutrient('Vitamin C', 60, { form: 'as ascorbic acid' }),
      nutrient('Biotin', 10000),
      nutrient('Zinc', 2, { form: 'as zinc citrate' }),
      ingredient('Collagen Peptides', 500, 'mg', { form: 'as hydrolyzed bovine collagen' }),
    ],
    other: gummyBase('natural berry flavors', 'purple carrot juice concentrate (color)'),
    cautions: [
      'Biotin can interfere with some laboratory tests, including thyroid and troponin tests; tell your healthcare practitioner you take it before any blood test.',
    ],
  },

  // 17. Ceylon Cinnamon & Chromium
  17: {
    serving: caps(3),
    rows: [
      nutrient('Chromium', 200, { form: 'as chromium picolinate' }),
      ingredient('Ceylon Cinnamon (Cinnamomum verum)', 1200, 'mg', { form: 'bark powder' }),
    ],
    other: [vegCapsule],
    cautions: [bloodSugarMedication],
  },

  // 18. Lion's Mane Focus Complex
  18: {
    serving: caps(2),
    rows: [
      ingredient("Lion's Mane (Hericium erinaceus)", 500, 'mg', {
        form: 'organic fruiting body extract, standardized to 30% beta-glucans',
      }),
      ingredient('Bacopa (Bacopa monnieri)', 300, 'mg', {
        form: 'whole plant extract, standardized to 20% bacosides',
      }),
      ingredient('Ginkgo (Ginkgo biloba)', 120, 'mg', {
        form: 'leaf extract, standardized to 24% flavone glycosides and 6% terpene lactones',
      }),
    ],
    other: [vegCapsule, ...capsuleFill],
    cautions: [bloodThinners],
  },

  // 19. Ashwagandha Calm (600 mg organic ashwagandha root)
  19: {
    serving: caps(2),
    rows: [
      ingredient('Ashwagandha (Withania somnifera)', 600, 'mg', {
        form: 'organic root extract, standardized to 5% withanolides',
      }),
    ],
    other: [vegCapsule, ...capsuleFill],
    cautions: [
      'Not for use during pregnancy.',
      'If you take thyroid, sedative or immune-suppressing medication, consult your healthcare practitioner before use.',
    ],
  },

  // 20. Saw Palmetto Prostate Support (with pygeum and lycopene)
  20: {
    serving: softgels(2),
    rows: [
      ingredient('Saw Palmetto (Serenoa repens)', 320, 'mg', {
        form: 'berry extract, standardized to 85–95% fatty acids and sterols',
      }),
      ingredient('Pygeum (Prunus africana)', 100, 'mg', {
        form: 'bark extract, standardized to 2.5% phytosterols',
      }),
      ingredient('Lycopene', 5, 'mg', { form: 'from tomato extract' }),
    ],
    other: ['pumpkin seed oil', gelatinSoftgel, 'yellow beeswax'],
    cautions: [adultMen],
  },

  // 21. Milk Thistle Liver Support (80% silymarin with dandelion)
  21: {
    serving: caps(2),
    rows: [
      ingredient('Milk Thistle (Silybum marianum)', 500, 'mg', {
        form: 'seed extract, standardized to 80% silymarin',
        note: '400 mg silymarin',
      }),
      ingredient('Dandelion (Taraxacum officinale)', 200, 'mg', { form: 'root extract (4:1)' }),
    ],
    other: [vegCapsule, ...capsuleFill],
    cautions: [daisyFamily],
  },

  // 22. Melatonin & L-Theanine Sleep Gummies (3 mg melatonin)
  22: {
    serving: gummies(2),
    rows: [
      calories(15),
      nutrient('Total Carbohydrate', 4),
      ...sugars(3, 3),
      ingredient('L-Theanine', 100, 'mg'),
      ingredient('Chamomile (Matricaria chamomilla)', 50, 'mg', { form: 'flower extract' }),
      ingredient('Melatonin', 3, 'mg'),
    ],
    other: gummyBase('natural blackberry flavor', 'black carrot juice concentrate (color)'),
    directions: '30 minutes before bedtime',
    cautions: [drowsiness, daisyFamily],
  },

  // 23. Turmeric with Ginger (95% curcuminoids with black pepper)
  23: {
    serving: caps(3),
    rows: [
      ingredient('Turmeric (Curcuma longa)', 1200, 'mg', {
        form: 'root extract, standardized to 95% curcuminoids',
      }),
      ingredient('Ginger (Zingiber officinale)', 150, 'mg', {
        form: 'root extract, standardized to 5% gingerols',
      }),
      ingredient('Black Pepper (Piper nigrum)', 10, 'mg', {
        form: 'fruit extract, standardized to 95% piperine',
      }),
    ],
    other: [vegCapsule],
    cautions: [
      bloodThinners,
      'If you have gallbladder concerns, consult your healthcare practitioner before use.',
    ],
  },

  // 24. CoQ10 (200 mg with black pepper extract)
  24: {
    serving: softgels(1),
    rows: [
      ingredient('Coenzyme Q10', 200, 'mg', { form: 'as ubiquinone' }),
      ingredient('Black Pepper (Piper nigrum)', 5, 'mg', {
        form: 'fruit extract, standardized to 95% piperine',
      }),
    ],
    other: ['rice bran oil', gelatinSoftgel, 'yellow beeswax', 'sunflower lecithin'],
    directions: 'daily with a meal that contains fat',
    cautions: [bloodThinners, bloodPressureMedication],
  },

  // 25. Collagen Peptides Powder (Types I & III, unflavored; 30 servings)
  25: {
    serving: scoop('11 g'),
    rows: [
      calories(40),
      nutrient('Sodium', 45),
      nutrient('Protein', 10),
      ingredient('Collagen Peptides (Types I & III)', 11, 'g', {
        form: 'as hydrolyzed bovine collagen, from grass-fed cattle',
      }),
    ],
    other: [],
    use: 'Adults: stir 1 scoop (11 g) into 8 fl oz of coffee, tea, a smoothie or water daily, or as directed by your healthcare practitioner.',
  },

  // 26. Vitamin C 1,000 mg with Rose Hips (buffered). The panel is the 60-count bottle's.
  26: {
    serving: tablets(1),
    rows: [
      nutrient('Vitamin C', 1000, { form: 'as calcium ascorbate and ascorbic acid' }),
      nutrient('Calcium', 50, { form: 'as calcium ascorbate' }),
      ingredient('Citrus Bioflavonoids', 100, 'mg', { form: 'from orange peel' }),
      ingredient('Rose Hips (Rosa canina)', 50, 'mg', { form: 'fruit powder' }),
    ],
    other: tabletBase,
  },

  // 27. Quercetin & Bromelain
  27: {
    serving: caps(2),
    rows: [
      nutrient('Vitamin C', 250, { form: 'as ascorbic acid' }),
      ingredient('Quercetin', 500, 'mg', {
        form: 'as quercetin dihydrate, from Japanese pagoda tree flower',
      }),
      ingredient('Bromelain', 100, 'mg', { form: 'from pineapple stem', note: '240 GDU' }),
    ],
    other: [vegCapsule],
    directions: 'daily between meals',
    cautions: [bloodThinners, 'If you are allergic to pineapple, do not use this product.'],
  },

  // 28. NAC 600 mg
  28: {
    serving: caps(1),
    rows: [ingredient('N-Acetyl L-Cysteine (NAC)', 600, 'mg')],
    other: [vegCapsule],
    cautions: [
      'If you take nitroglycerin or blood-thinning medication, consult your healthcare practitioner before use.',
      'A faint sulfur smell is natural to NAC.',
    ],
  },

  // 29. Cranberry & D-Mannose (with probiotics, no added sugar)
  29: {
    serving: caps(2),
    rows: [
      ingredient('D-Mannose', 1000, 'mg'),
      ingredient('Cranberry (Vaccinium macrocarpon)', 400, 'mg', {
        form: 'fruit extract, standardized to 9% proanthocyanidins (36 mg PACs)',
      }),
      strain('Lactobacillus acidophilus La-14', 2),
      strain('Lacticaseibacillus rhamnosus HN001', 1),
    ],
    other: [vegCapsule],
    directions: 'daily with a full glass of water',
  },

  // 30. Prenatal Multivitamin with DHA
  30: {
    serving: softgels(2),
    rows: [
      calories(10),
      nutrient('Total Fat', 1),
      nutrient('Vitamin A', 600, { form: 'as beta-carotene' }),
      nutrient('Vitamin C', 85, { form: 'as ascorbic acid' }),
      nutrient('Vitamin D3', 25, { form: 'as cholecalciferol', note: '1,000 IU' }),
      nutrient('Vitamin E', 15, { form: 'as d-alpha tocopherol' }),
      nutrient('Thiamin', 1.4, { form: 'as thiamine HCl' }),
      nutrient('Riboflavin', 1.4, { form: "as riboflavin 5'-phosphate" }),
      nutrient('Niacin', 18, { form: 'as niacinamide' }),
      nutrient('Vitamin B6', 1.9, { form: "as pyridoxal 5'-phosphate" }),
      nutrient('Folate', 1000, {
        form: 'as L-5-methyltetrahydrofolate calcium salt',
        note: '600 mcg L-5-MTHF',
      }),
      nutrient('Vitamin B12', 8, { form: 'as methylcobalamin' }),
      nutrient('Biotin', 35),
      nutrient('Pantothenic Acid', 6, { form: 'as calcium D-pantothenate' }),
      nutrient('Choline', 200, { form: 'as choline bitartrate' }),
      nutrient('Iron', 27, { form: 'as ferrous bisglycinate chelate' }),
      nutrient('Iodine', 150, { form: 'as potassium iodide' }),
      nutrient('Magnesium', 50, { form: 'as magnesium oxide' }),
      nutrient('Zinc', 11, { form: 'as zinc bisglycinate chelate' }),
      nutrient('Selenium', 60, { form: 'as L-selenomethionine' }),
      nutrient('Copper', 1, { form: 'as copper bisglycinate chelate' }),
      ingredient('DHA (Docosahexaenoic Acid)', 200, 'mg', { form: 'from algal oil (Schizochytrium sp.)' }),
    ],
    other: [gelatinSoftgel, 'sunflower oil', 'yellow beeswax', 'sunflower lecithin', 'rosemary extract'],
    cautions: [
      'Do not take with other supplements that contain vitamin A unless your healthcare practitioner advises it.',
    ],
  },

  // 31. Menopause Balance (black cohosh, red clover and sage)
  31: {
    serving: caps(2),
    rows: [
      ingredient('Sage (Salvia officinalis)', 300, 'mg', { form: 'leaf extract' }),
      ingredient('Red Clover (Trifolium pratense)', 250, 'mg', {
        form: 'flower extract, standardized to 8% isoflavones',
      }),
      ingredient('Black Cohosh (Actaea racemosa)', 40, 'mg', {
        form: 'root extract, standardized to 2.5% triterpene glycosides',
      }),
    ],
    other: [vegCapsule, ...capsuleFill],
    cautions: [
      'Not for use during pregnancy or while nursing.',
      'If you take hormone-containing or blood-thinning medication, consult your healthcare practitioner before use.',
      liverCaution,
    ],
  },

  // 32. Gentle Iron with Vitamin C (25 mg iron bisglycinate)
  32: {
    serving: caps(1),
    rows: [
      nutrient('Vitamin C', 60, { form: 'as ascorbic acid' }),
      nutrient('Iron', 25, { form: 'as ferrous bisglycinate chelate' }),
    ],
    other: [vegCapsule, ...capsuleFill],
    directions: 'daily with water, apart from calcium supplements, tea and coffee',
  },

  // 33. Zinc + Copper Balance (30 mg zinc picolinate). The panel is the 60-count bottle's.
  33: {
    serving: caps(1),
    rows: [
      nutrient('Zinc', 30, { form: 'as zinc picolinate' }),
      nutrient('Copper', 2, { form: 'as copper bisglycinate chelate' }),
    ],
    other: [vegCapsule, ...capsuleFill],
    cautions: ['Take with food: zinc on an empty stomach may cause nausea.'],
  },

  // 34. Psyllium Fiber Daily (organic psyllium husk powder, 60 servings)
  34: {
    serving: scoop('6 g'),
    rows: [
      calories(20),
      nutrient('Total Carbohydrate', 5),
      nutrient('Dietary Fiber', 4.5, { indent: true }),
      ingredient('Soluble Fiber', 3.5, 'g', { indent: true }),
      ingredient('Organic Psyllium Husk (Plantago ovata)', 6, 'g'),
    ],
    other: [],
    use: 'Adults: stir 1 scoop (6 g) into at least 8 fl oz of water or juice and drink promptly, once or twice daily, or as directed by your healthcare practitioner.',
    servingsADay: 2,
    cautions: [choking, 'Take other medications at least 2 hours before or after this product.'],
  },

  // 35. Digestive Enzyme Complex (with lactase and ox-bile-free lipase)
  35: {
    serving: caps(1),
    rows: [
      ingredient('Lactase', 30, 'mg', { form: 'from Aspergillus oryzae', note: '3,000 ALU' }),
      ingredient('Lipase', 20, 'mg', { form: 'ox-bile-free, from Rhizopus oryzae', note: '1,500 FIP' }),
    ],
    blends: [
      {
        name: 'Digestive Enzyme Blend',
        amount: 250,
        unit: 'mg',
        ingredients: [
          'Protease (from Aspergillus oryzae, 60,000 HUT)',
          'Amylase (from Aspergillus oryzae, 15,000 DU)',
          'Bromelain (from pineapple stem, 500 GDU)',
          'Papain (from papaya, 300,000 PU)',
          'Cellulase (from Trichoderma reesei, 800 CU)',
          'Alpha-galactosidase (from Aspergillus niger, 300 GalU)',
        ],
      },
    ],
    other: [vegCapsule, 'microcrystalline cellulose'],
    use: 'Adults: take 1 capsule at the start of each meal, up to 3 a day, or as directed by your healthcare practitioner.',
    servingsADay: 3,
    cautions: ['If you are allergic to pineapple or papaya, do not use this product.'],
  },

  // 36. Apple Cider Vinegar Gummies (with the mother, B12 and beetroot)
  36: {
    serving: gummies(2),
    rows: [
      calories(15),
      nutrient('Total Carbohydrate', 4),
      ...sugars(2, 2),
      nutrient('Folate', 340, { form: 'as folic acid', note: '200 mcg folic acid' }),
      nutrient('Vitamin B12', 2.4, { form: 'as methylcobalamin' }),
      ingredient('Apple Cider Vinegar', 1000, 'mg', { form: 'with the mother' }),
      ingredient('Beetroot (Beta vulgaris)', 40, 'mg', { form: 'root powder' }),
    ],
    other: gummyBase('natural apple flavor', 'black carrot juice concentrate (color)'),
    cautions: ['Apple cider vinegar is acidic; rinse your mouth with water after chewing.'],
  },

  // 37. Aged Garlic Extract (odorless, 600 mg a capsule)
  37: {
    serving: caps(1),
    rows: [
      ingredient('Aged Garlic Extract (Allium sativum)', 600, 'mg', {
        form: 'bulb, aged and odorless, standardized to S-allyl cysteine',
      }),
    ],
    other: [vegCapsule, 'microcrystalline cellulose'],
    use: 'Adults: take 1 capsule twice daily with meals, or as directed by your healthcare practitioner.',
    servingsADay: 2,
    cautions: [bloodThinners],
  },

  // 38. Alpha-Lipoic Acid 600 mg
  38: {
    serving: caps(1),
    rows: [ingredient('Alpha-Lipoic Acid', 600, 'mg')],
    other: [vegCapsule, 'microcrystalline cellulose'],
    directions: 'daily, 30 minutes before a meal',
    cautions: [bloodSugarMedication],
  },

  // 39. Bilberry & Astaxanthin Eye Support
  39: {
    serving: softgels(1),
    rows: [
      ingredient('Bilberry (Vaccinium myrtillus)', 160, 'mg', {
        form: 'fruit extract, standardized to 25% anthocyanosides',
      }),
      ingredient('Lutein', 10, 'mg', { form: 'from marigold (Tagetes erecta) flower extract' }),
      ingredient('Astaxanthin', 12, 'mg', { form: 'from Haematococcus pluvialis microalgae' }),
    ],
    other: ['extra virgin olive oil', gelatinSoftgel, 'yellow beeswax', 'sunflower lecithin'],
    directions: 'daily with a meal that contains fat',
  },

  // 40. Rhodiola Stress & Energy (with B vitamins)
  40: {
    serving: caps(2),
    rows: [
      nutrient('Vitamin B6', 5, { form: "as pyridoxal 5'-phosphate" }),
      nutrient('Vitamin B12', 100, { form: 'as methylcobalamin' }),
      nutrient('Pantothenic Acid', 10, { form: 'as calcium D-pantothenate' }),
      ingredient('Rhodiola (Rhodiola rosea)', 500, 'mg', {
        form: 'root extract, standardized to 3% rosavins and 1% salidroside',
      }),
    ],
    other: [vegCapsule, ...capsuleFill],
    directions: 'daily in the morning',
    cautions: [
      'Taking it late in the day may keep you awake.',
      'If you take medication for mood, consult your healthcare practitioner before use.',
    ],
  },

  // 41. L-Arginine & L-Citrulline
  41: {
    serving: caps(4),
    rows: [
      ingredient('L-Arginine', 1200, 'mg', { form: 'as L-arginine HCl' }),
      ingredient('L-Citrulline', 800, 'mg'),
    ],
    other: [vegCapsule],
    directions: 'daily, 30 minutes before activity or a meal',
    cautions: [
      'If you take nitrates or blood pressure medication, consult your healthcare practitioner before use.',
    ],
  },

  // 42. Phosphatidylserine Memory Support (300 mg from sunflower)
  42: {
    serving: softgels(2),
    rows: [
      calories(10),
      nutrient('Total Fat', 1),
      ingredient('Phosphatidylserine', 300, 'mg', { form: 'from sunflower lecithin' }),
    ],
    other: ['sunflower lecithin', 'sunflower oil', gelatinSoftgel],
  },

  // 43. Vitamin B12 Methylcobalamin (1,000 mcg fast-dissolve). The panel is the 30-count bottle's.
  43: {
    serving: tablets(1),
    rows: [nutrient('Vitamin B12', 1000, { form: 'as methylcobalamin' })],
    other: [
      'mannitol',
      'microcrystalline cellulose',
      'natural cherry flavor',
      'stearic acid (vegetable source)',
      'silica',
    ],
    use: 'Adults: dissolve 1 tablet under the tongue daily, or as directed by your healthcare practitioner.',
  },

  // 44. Calcium, Magnesium & D3
  44: {
    serving: tablets(2),
    rows: [
      nutrient('Vitamin D3', 25, { form: 'as cholecalciferol', note: '1,000 IU' }),
      nutrient('Calcium', 600, { form: 'as calcium carbonate and calcium citrate' }),
      nutrient('Magnesium', 300, { form: 'as magnesium oxide and magnesium citrate' }),
    ],
    other: tabletBase,
    directions: 'daily with meals, one at a time',
    cautions: [
      'Calcium can reduce how well some medications are absorbed, including thyroid medication and antibiotics; take them at least 4 hours apart.',
    ],
  },

  // 45. Electrolyte Hydration Powder (sugar-free lemon-lime, 30 servings)
  45: {
    serving: scoop('4 g'),
    rows: [
      nutrient('Sodium', 500, { form: 'as sodium chloride and sodium citrate' }),
      nutrient('Magnesium', 60, { form: 'as magnesium citrate' }),
      nutrient('Chloride', 400, { form: 'as sodium chloride' }),
      nutrient('Potassium', 200, { form: 'as potassium citrate' }),
    ],
    other: ['citric acid', 'natural lemon and lime flavors', 'stevia leaf extract', 'silica'],
    use: 'Adults: stir 1 scoop (4 g) into 16 fl oz of water daily, or up to twice daily on hot or active days.',
    servingsADay: 2,
    cautions: ['If you follow a low-sodium diet, consult your healthcare practitioner before use.'],
  },

  // 46. Mullein Lung Support (mullein leaf with thyme)
  46: {
    serving: caps(2),
    rows: [ingredient('Organic Mullein (Verbascum thapsus)', 500, 'mg', { form: 'leaf' })],
    blends: [
      {
        name: 'Respiratory Herbal Blend',
        amount: 400,
        unit: 'mg',
        ingredients: [
          'Thyme (Thymus vulgaris) leaf',
          'Licorice (Glycyrrhiza glabra) root',
          'Marshmallow (Althaea officinalis) root',
        ],
      },
    ],
    other: [vegCapsule],
    cautions: [
      'Contains licorice root: do not use for more than 4 weeks without consulting your healthcare practitioner, or if you take blood pressure medication.',
    ],
  },

  // 47. Dandelion & Artichoke Liver Support
  47: {
    serving: caps(2),
    rows: [
      ingredient('Artichoke (Cynara scolymus)', 500, 'mg', {
        form: 'leaf extract, standardized to 5% cynarin',
      }),
      ingredient('Organic Dandelion (Taraxacum officinale)', 300, 'mg', { form: 'root' }),
      ingredient('Organic Turmeric (Curcuma longa)', 200, 'mg', { form: 'root' }),
    ],
    other: [vegCapsule],
    cautions: [
      daisyFamily,
      'If you have gallbladder concerns, consult your healthcare practitioner before use.',
    ],
  },

  // 48. Pumpkin Seed Bladder Support
  48: {
    serving: caps(2),
    rows: [ingredient('Pumpkin Seed (Cucurbita pepo)', 500, 'mg', { form: 'water-soluble seed extract' })],
    other: [vegCapsule, ...capsuleFill],
  },

  // 49. Hyaluronic Acid 120 mg
  49: {
    serving: caps(1),
    rows: [
      ingredient('Hyaluronic Acid', 120, 'mg', {
        form: 'as sodium hyaluronate, low molecular weight, from fermentation',
      }),
    ],
    other: [vegCapsule, ...capsuleFill],
  },

  // 50. Irish Sea Moss Complex (with bladderwrack and burdock root)
  50: {
    serving: caps(2),
    rows: [
      nutrient('Iodine', 150, { form: 'naturally occurring, from sea moss and bladderwrack' }),
      ingredient('Irish Sea Moss (Chondrus crispus)', 1000, 'mg', { form: 'wildcrafted whole thallus' }),
      ingredient('Bladderwrack (Fucus vesiculosus)', 200, 'mg', { form: 'whole thallus' }),
      ingredient('Burdock (Arctium lappa)', 100, 'mg', { form: 'root' }),
    ],
    other: [vegCapsule],
    cautions: [
      'Contains iodine from seaweed: if you take thyroid medication or are sensitive to iodine, consult your healthcare practitioner before use.',
    ],
  },

  // 51. Moringa Greens Powder (organic moringa with spirulina; the 30-serving size)
  51: {
    serving: scoop('6 g'),
    rows: [
      calories(20),
      nutrient('Total Carbohydrate', 3),
      nutrient('Dietary Fiber', 1, { indent: true }),
      nutrient('Protein', 2),
      nutrient('Vitamin A', 150, { form: 'as beta-carotene, from moringa leaf' }),
      nutrient('Iron', 2, { form: 'naturally occurring, from moringa leaf and spirulina' }),
    ],
    blends: [
      {
        name: 'Organic Greens Blend',
        amount: 6,
        unit: 'g',
        ingredients: [
          'Organic moringa (Moringa oleifera) leaf powder',
          'Organic spirulina (Arthrospira platensis)',
          'Organic wheatgrass (Triticum aestivum) juice powder',
        ],
      },
    ],
    other: [],
    contains: ['wheat (wheatgrass)'],
    use: 'Adults: mix 1 scoop (6 g) into 8 fl oz of water or a smoothie daily, or as directed by your healthcare practitioner.',
  },

  // 52. Black Seed Oil (cold-pressed Nigella sativa)
  52: {
    serving: softgels(3),
    rows: [
      calories(15),
      nutrient('Total Fat', 1.5),
      ingredient('Black Seed Oil (Nigella sativa)', 1500, 'mg', { form: 'cold-pressed seed oil' }),
      ingredient('Thymoquinone', 15, 'mg', { indent: true }),
    ],
    other: [gelatinSoftgel],
    cautions: [bloodThinners, bloodSugarMedication],
  },

  // 53. Gymnema & Bitter Melon
  53: {
    serving: caps(3),
    rows: [
      ingredient('Bitter Melon (Momordica charantia)', 500, 'mg', { form: 'fruit extract (10:1)' }),
      ingredient('Gymnema (Gymnema sylvestre)', 400, 'mg', {
        form: 'leaf extract, standardized to 25% gymnemic acids',
      }),
    ],
    blends: [
      {
        name: 'Traditional Botanical Blend',
        amount: 300,
        unit: 'mg',
        ingredients: [
          'Fenugreek (Trigonella foenum-graecum) seed',
          'Jamun (Syzygium cumini) seed',
          'Cassia cinnamon (Cinnamomum cassia) bark',
        ],
      },
    ],
    other: [vegCapsule],
    cautions: ['Not for use during pregnancy or while nursing.', bloodSugarMedication],
  },

  // 54. Nattokinase 2,000 FU (from fermented soybeans)
  54: {
    serving: caps(1),
    rows: [
      ingredient('Nattokinase', 100, 'mg', {
        form: 'from fermented soybean (Bacillus subtilis natto), vitamin K2 removed',
        note: '2,000 FU',
      }),
    ],
    other: [vegCapsule, ...capsuleFill],
    contains: ['soy'],
    directions: 'daily on an empty stomach',
    cautions: [bloodThinners],
  },

  // 55. Tongkat Ali & Fenugreek Vitality
  55: {
    serving: caps(2),
    rows: [
      ingredient('Fenugreek (Trigonella foenum-graecum)', 600, 'mg', {
        form: 'seed extract, standardized to 50% saponins',
      }),
      ingredient('Tongkat Ali (Eurycoma longifolia)', 400, 'mg', {
        form: 'root extract, standardized to 2% eurycomanone',
      }),
    ],
    other: [vegCapsule, ...capsuleFill],
    cautions: [
      adultMen,
      'If you are allergic to peanuts or chickpeas, consult your healthcare practitioner before use: fenugreek is a related legume.',
    ],
  },

  // 56. Evening Primrose Oil (1,300 mg cold-pressed)
  56: {
    serving: softgels(1),
    rows: [
      calories(10),
      nutrient('Total Fat', 1.5),
      ingredient('Evening Primrose Oil (Oenothera biennis)', 1300, 'mg', { form: 'cold-pressed seed oil' }),
      ingredient('GLA (Gamma-Linolenic Acid)', 130, 'mg', { indent: true }),
    ],
    other: [gelatinSoftgel, 'vitamin E (d-alpha tocopherol, to keep it fresh)'],
    cautions: [bloodThinners],
  },

  // 57. Lemon Balm & Chamomile Relax
  57: {
    serving: caps(2),
    rows: [
      ingredient('Lemon Balm (Melissa officinalis)', 400, 'mg', {
        form: 'leaf extract, standardized to 5% rosmarinic acid',
      }),
    ],
    blends: [
      {
        name: 'Calming Herbal Blend',
        amount: 400,
        unit: 'mg',
        ingredients: [
          'Chamomile (Matricaria chamomilla) flower extract',
          'Passionflower (Passiflora incarnata) aerial parts extract',
        ],
      },
    ],
    other: [vegCapsule, ...capsuleFill],
    directions: 'daily in the evening',
    cautions: [drowsiness, daisyFamily],
  },

  // 58. Saffron Mood Support (30 mg saffron extract)
  58: {
    serving: caps(1),
    rows: [
      ingredient('Saffron (Crocus sativus)', 30, 'mg', {
        form: 'stigma extract, standardized to 2% safranal',
      }),
    ],
    other: [vegCapsule, ...capsuleFill],
    cautions: [
      'Not for use during pregnancy.',
      'If you take medication for mood, consult your healthcare practitioner before use.',
    ],
  },

  // 59. Vegan Omega-3 Algae Oil
  59: {
    serving: softgels(2),
    rows: [
      calories(10),
      nutrient('Total Fat', 1),
      ingredient('Total Omega-3 Fatty Acids', 600, 'mg', { form: 'from algal oil (Schizochytrium sp.)' }),
      ingredient('EPA (Eicosapentaenoic Acid)', 200, 'mg', { indent: true }),
      ingredient('DHA (Docosahexaenoic Acid)', 400, 'mg', { indent: true }),
    ],
    other: [plantSoftgel, 'sunflower oil', 'rosemary extract', 'mixed tocopherols', 'ascorbyl palmitate'],
    cautions: [bloodThinners],
  },

  // 60. Glucomannan Fullness Support (konjac root fiber)
  60: {
    serving: caps(2),
    rows: [
      nutrient('Total Carbohydrate', 1),
      nutrient('Dietary Fiber', 1, { indent: true }),
      ingredient('Glucomannan', 1000, 'mg', { form: 'from konjac (Amorphophallus konjac) root' }),
    ],
    other: [vegCapsule],
    use: 'Adults: take 2 capsules with a full 8 fl oz glass of water 30 minutes before a meal, up to 3 times daily, or as directed by your healthcare practitioner.',
    servingsADay: 3,
    cautions: [choking, 'Take other medications at least 2 hours before or after this product.'],
  },

  // 61. Boswellia Joint Comfort (65% AKBA)
  61: {
    serving: caps(1),
    rows: [
      ingredient('Boswellia (Boswellia serrata)', 100, 'mg', {
        form: 'gum resin extract, standardized to 65% AKBA (3-O-acetyl-11-keto-beta-boswellic acid)',
      }),
    ],
    other: [vegCapsule, ...capsuleFill],
  },

  // 62. Ginger Digestive Comfort (with peppermint and fennel)
  62: {
    serving: caps(2),
    rows: [
      ingredient('Ginger (Zingiber officinale)', 500, 'mg', {
        form: 'root extract, standardized to 5% gingerols',
      }),
      ingredient('Peppermint (Mentha × piperita)', 200, 'mg', { form: 'leaf' }),
      ingredient('Fennel (Foeniculum vulgare)', 200, 'mg', { form: 'seed' }),
    ],
    other: [vegCapsule],
    cautions: [bloodThinners],
  },

  // 63. AREDS2 Eye Health Formula (the AREDS2 study amounts)
  63: {
    serving: softgels(2),
    rows: [
      nutrient('Vitamin C', 500, { form: 'as ascorbic acid' }),
      nutrient('Vitamin E', 268, { form: 'as d-alpha tocopherol', note: '400 IU' }),
      nutrient('Zinc', 80, { form: 'as zinc oxide' }),
      nutrient('Copper', 2, { form: 'as cupric oxide' }),
      ingredient('Lutein', 10, 'mg', { form: 'from marigold (Tagetes erecta) flower extract' }),
      ingredient('Zeaxanthin', 2, 'mg', { form: 'from marigold (Tagetes erecta) flower extract' }),
    ],
    other: ['sunflower oil', gelatinSoftgel, 'yellow beeswax', 'sunflower lecithin'],
    cautions: [bloodThinners, 'Take with food.'],
  },

  // 64. Vitamin E & Zinc Skin Support
  64: {
    serving: softgels(1),
    rows: [
      nutrient('Vitamin E', 134, { form: 'as d-alpha tocopherol', note: '200 IU' }),
      nutrient('Zinc', 15, { form: 'as zinc gluconate' }),
      nutrient('Selenium', 100, { form: 'as L-selenomethionine' }),
    ],
    other: ['sunflower oil', gelatinSoftgel, 'yellow beeswax'],
    cautions: [bloodThinners],
  },

  // 65. Urinary Comfort Complex (hibiscus, uva ursi and vitamin C)
  65: {
    serving: caps(2),
    rows: [
      nutrient('Vitamin C', 250, { form: 'as ascorbic acid' }),
      ingredient('Hibiscus (Hibiscus sabdariffa)', 400, 'mg', { form: 'calyx extract' }),
      ingredient('Uva Ursi (Arctostaphylos uva-ursi)', 250, 'mg', {
        form: 'leaf extract, standardized to 20% arbutin',
      }),
    ],
    other: [vegCapsule],
    cautions: [
      'Not for use during pregnancy or while nursing.',
      'For short-term use: do not take for more than 2 weeks at a time without consulting your healthcare practitioner.',
    ],
  },

  // 66. Citrus Bergamot Cholesterol Support
  66: {
    serving: caps(2),
    rows: [
      ingredient('Citrus Bergamot (Citrus bergamia)', 1000, 'mg', {
        form: 'fruit polyphenol fraction, standardized to 38% polyphenols',
      }),
    ],
    other: [vegCapsule],
    cautions: [
      'If you take medication for cholesterol or blood sugar, consult your healthcare practitioner before use.',
    ],
  },
};
