/**
 * Every GROQ query of the store. Projections return exactly the domain types of
 * `src/domain/types.ts` (images as url + size + alt), so no GROQ shape reaches a component.
 * Singletons use their type name as document id.
 *
 * Each page document answers `updatedAt`, when its content last changed (the build dates the page
 * by it in sitemap.xml); site settings do not, since the header and footer are on every page.
 */
import { defineQuery } from 'groq';

/**
 * The newest `_updatedAt` of a page's own document and of the documents it lists (`listed`, a GROQ
 * filter), so that editing one FAQ answer or one testimonial dates the page that shows it.
 */
const newestChange = (pageId: string, listed: string) =>
  /* groq */ `*[_id == "${pageId}" || ${listed}] | order(_updatedAt desc)[0]._updatedAt`;

const image = /* groq */ `{
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  alt
}`;

const conditionSummary = /* groq */ `{
  "slug": slug.current,
  name,
  title,
  summary,
  icon,
  "image": heroImage${image},
  "hasPage": hasPage == true,
  "href": select(hasPage == true => "/conditions/" + slug.current, "/shop/" + slug.current),
  "keywords": coalesce(keywords, []),
  "aliases": coalesce(aliases, [])
}`;

const conditionFull = /* groq */ `{
  "slug": slug.current,
  name,
  title,
  summary,
  icon,
  "image": heroImage${image},
  "hasPage": hasPage == true,
  "href": select(hasPage == true => "/conditions/" + slug.current, "/shop/" + slug.current),
  "keywords": coalesce(keywords, []),
  "aliases": coalesce(aliases, []),
  "updatedAt": _updatedAt,
  intro,
  body,
  shopButtonText,
  collectionId
}`;

const campaign = /* groq */ `{
  name, startDate, endDate, palette{primary, secondary, accent}, emoji, bannerText,
  "showHearts": showHearts == true,
  "restylesQuiz": restylesQuiz == true
}`;

export const siteSettingsQuery = defineQuery(`*[_id == "siteSettings"][0]{
  brandName, tagline, description, trustClaims,
  badges[]{label, icon},
  footerColumns[]{title, links[]{label, href}},
  socialLinks[]{platform, url},
  fdaDisclaimer,
  contact{email, phone, address, hours},
  exitOffer{title, text, offer, emailLabel, buttonLabel, consent, toastTitle, toastText},
  "campaigns": *[_type == "campaign"] | order(startDate asc)${campaign}
}`);

// The pages that list other documents take the newest change of the page and those: home
// (conditions, testimonials), conditions (featured conditions), health goals, learn (topics),
// community (success stories), FAQ (questions) and legal information (legal pages).

export const homePageQuery = defineQuery(`*[_id == "homePage"][0]{
  "updatedAt": ${newestChange('homePage', '_type in ["condition", "testimonial"]')},
  heroTitle, heroSubtitle,
  heroImages[]${image},
  quizButtonLabel, shopButtonLabel,
  trustBadges[]{label, icon},
  conditionCarousels[]{title, "conditions": conditions[]->${conditionSummary}},
  healthGoalGrid{title, subtitle},
  "goalConditions": *[_type == "condition"] | order(order asc)${conditionSummary},
  testimonialsTitle,
  "testimonials": *[_type == "testimonial"] | order(order asc){
    name, age, condition, rating, text, location, "avatar": avatar${image}
  },
  whyDifferent{title, subtitle, points[]{title, text, icon}},
  startCta{title, text, buttonLabel},
  consultationNotice{title, text}
}`);

export const conditionsPageQuery = defineQuery(`*[_id == "conditionsPage"][0]{
  "updatedAt": ${newestChange('conditionsPage', '(_type == "condition" && featured == true)')},
  title, intro, quizButtonTemplate, productsButtonLabel, resourcesTitle,
  resources[]{name, description, url},
  "conditions": *[_type == "condition" && featured == true] | order(order asc)${conditionSummary}
}`);

export const conditionBySlugQuery = defineQuery(
  `*[_type == "condition" && slug.current == $slug && hasPage == true][0]${conditionFull}`,
);

/** All 20 conditions, for search, the shop filter and the health-goal grid. */
export const allConditionsQuery = defineQuery(
  `*[_type == "condition"] | order(order asc)${conditionSummary}`,
);

export const healthGoalsPageQuery = defineQuery(`*[_id == "healthGoalsPage"][0]{
  "updatedAt": ${newestChange('healthGoalsPage', '_type == "healthGoal"')},
  title, intro, buttonTemplate,
  "goals": *[_type == "healthGoal"] | order(order asc){title, description, icon, color, href}
}`);

export const learnPageQuery = defineQuery(`*[_id == "learnPage"][0]{
  "updatedAt": ${newestChange('learnPage', '_type == "learnTopic"')},
  title, intro, buttonLabel,
  "topics": *[_type == "learnTopic"] | order(order asc){
    title, description, fullDescription, collectionId, "image": image${image}, icon, color
  }
}`);

const communityList = /* groq */ `{title, description, emptyText, adminHint}`;

export const communityPageQuery = defineQuery(`*[_id == "communityPage"][0]{
  "updatedAt": ${newestChange('communityPage', '_type == "successStory"')},
  title, intro, storiesTitle,
  "stories": *[_type == "successStory"] | order(order asc){
    name, location, condition, story, "avatar": avatar${image}, initials, timeframe
  },
  events${communityList},
  caregiverResources${communityList},
  supportGroups${communityList},
  stayConnected{title, text, emailLabel, buttonLabel, thanks}
}`);

export const aboutPageQuery = defineQuery(`*[_id == "aboutPage"][0]{
  "updatedAt": _updatedAt,
  title, intro,
  founder{heading, name, role, "photo": photo${image}, story},
  sections[]{title, body}
}`);

export const cartPageQuery = defineQuery(
  `*[_id == "cartPage"][0]{"updatedAt": _updatedAt, emptyTitle, emptyText, continueLabel}`,
);

export const contactPageQuery = defineQuery(`*[_id == "contactPage"][0]{
  "updatedAt": _updatedAt,
  title, intro, replyPromise, formTitle, submitLabel, successTitle, successText
}`);

export const shippingPolicyQuery = defineQuery(`*[_id == "shippingPolicy"][0]{
  "updatedAt": _updatedAt,
  title, intro, freeShippingThreshold,
  methods[]{name, deliveryTime, price, note},
  sections[]{title, body}
}`);

export const faqPageQuery = defineQuery(`*[_id == "faqPage"][0]{
  "updatedAt": ${newestChange('faqPage', '_type == "faqItem"')},
  title, intro, contactTitle, contactText, contactLabel,
  "items": *[_type == "faqItem"] | order(order asc){question, answer}
}`);

export const legalInfoQuery = defineQuery(`*[_id == "legalInfo"][0]{
  "updatedAt": ${newestChange('legalInfo', '_type == "legalPage"')},
  title, intro,
  "pages": *[_type == "legalPage"] | order(order asc){
    kind, title, tabLabel, "showLastUpdated": showLastUpdated == true, warning{title, text}, body
  }
}`);

export const quizQuery = defineQuery(`*[_id == "quiz"][0]{
  "updatedAt": _updatedAt,
  title,
  steps{ageGroup, gender, concerns, symptoms},
  ageGroups[]{value, label},
  genders[]{value, label, category},
  concerns[]{value, label, icon, category},
  symptoms[]{value, label, category},
  categories[]{category, productIds},
  maxRecommendations,
  resultTitle, resultSubtitle, fallbackText, fallbackButtonLabel
}`);

/** The slugs of the conditions that have their own page, for prerendering them all. */
export const conditionPageSlugsQuery = defineQuery(
  `*[_type == "condition" && hasPage == true] | order(order asc).slug.current`,
);
