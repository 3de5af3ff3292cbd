/**
 * Tables copied from the product spec (shared/spec/storefront-spec.md), so that the seed tests,
 * the page tests and the browser tests hold the store to the same figures.
 */

/** The 16 condition pages: slug, shop button text and Shopify collection id. */
export const specConditionPages = [
  ['blood-sugar', 'Shop Blood Sugar Support', '264242954334'],
  ['heart-health', 'Shop Heart Health Products', '287821037662'],
  ['blood-pressure', 'Shop Blood Pressure Support', '287821135966'],
  ['cholesterol', 'Shop Cholesterol Support', '287821299806'],
  ['weight', 'Shop Weight Management', '287821365342'],
  ['joint', 'Shop Joint & Bone Support', '287821398110'],
  ['brain', 'Shop Brain Health Products', '287821561950'],
  ['immune', 'Shop Immune Support', '287822119006'],
  ['digestion', 'Shop Digestive Health', '287822217310'],
  ['sleep', 'Shop Sleep Support', '287822282846'],
  ['stress', 'Shop Stress & Mood Support', '287822348382'],
  ['eye', 'Shop Eye Health Products', '287822381150'],
  ['mens-health', "Shop Men's Health", '287822446686'],
  ['womens-health', "Shop Women's Health", '280699142238'],
  ['skin', 'Shop Beauty & Wellness', '287822577758'],
  ['energy', 'Shop Energy Support', '287822676062'],
] as const;

/** The 11 health goals and where each one's "Shop {title}" button goes. */
export const specHealthGoals = [
  ['Blood Sugar Support', '/conditions/blood-sugar'],
  ['Heart Health', '/shop?category=heart-health'],
  ['Digestive Health', '/shop?category=digestive-health'],
  ['Brain Health', '/shop?category=brain-health'],
  ['Immune Support', '/shop?category=immune-support'],
  ['Energy & Vitality', '/shop?category=energy-vitality'],
  ['Sleep & Relaxation', '/shop?category=sleep-relaxation'],
  ['Stress & Mood', '/shop?category=stress-mood'],
  ['Weight Management', '/shop?category=weight-management'],
  ["Men's Health", '/shop?category=mens-health'],
  ["Women's Health", '/shop?category=womens-health'],
] as const;

/** The shop's "Filter by" values after 'all' (spec section 4, "Shop filter"), in order. */
export const specShopFilterValues = [
  'heart',
  'blood-pressure',
  'blood-sugar',
  'cholesterol',
  'weight',
  'joint',
  'brain',
  'immune',
  'digestion',
  'sleep',
  'stress',
  'eye',
  'mens-health',
  'womens-health',
  'skin',
  'energy',
  'respiratory',
  'liver',
  'urinary',
  'nutrition',
] as const;
