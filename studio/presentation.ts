/**
 * The Presentation tool: the store in a frame beside the documents, showing the editor's drafts
 * with overlays that lead from a text to its field (the store's side: src/app/preview.ts). The
 * store is at SANITY_STUDIO_STORE_URL, by default the local store of `npm start`. There is no
 * "draft mode" route to enable first: the store is a static site that reads drafts in the browser
 * with the editor's own session, so the tool opens the page itself and names the perspective in
 * its address.
 */
import { defineDocuments, defineLocations, presentationTool } from 'sanity/presentation';
import { paths } from '../src/config/paths';

const storeUrl = process.env.SANITY_STUDIO_STORE_URL || 'http://localhost:5173';

const shownAt = (...locations: { title: string; href: string }[]) => defineLocations({ locations });

const home = { title: 'Home', href: paths.home };
const everyPage = { ...home, title: 'Every page (header, footer)' };

/** Where each document shows, so the Studio can list its pages and open them. */
const locations = {
  condition: defineLocations({
    select: { name: 'name', slug: 'slug.current', hasPage: 'hasPage' },
    resolve: (condition) =>
      condition?.slug
        ? {
            locations: [
              condition.hasPage
                ? { title: String(condition.name), href: paths.condition(condition.slug) }
                : { title: `Shop: ${String(condition.name)}`, href: paths.shopFilter(condition.slug) },
              { title: 'Health Conditions', href: paths.conditions },
              home,
            ],
          }
        : null,
  }),
  legalPage: defineLocations({
    select: { title: 'title', kind: 'kind' },
    resolve: (page) =>
      page?.kind ? { locations: [{ title: String(page.title ?? page.kind), href: `/${page.kind}` }] } : null,
  }),
  homePage: shownAt(home),
  testimonial: shownAt(home),
  siteSettings: shownAt(everyPage),
  campaign: shownAt(everyPage),
  conditionsPage: shownAt({ title: 'Health Conditions', href: paths.conditions }),
  healthGoalsPage: shownAt({ title: 'Health Goals', href: paths.healthGoals }),
  healthGoal: shownAt({ title: 'Health Goals', href: paths.healthGoals }),
  learnPage: shownAt({ title: 'Learn', href: paths.learn }),
  learnTopic: shownAt({ title: 'Learn', href: paths.learn }),
  communityPage: shownAt({ title: 'Community', href: paths.community }),
  successStory: shownAt({ title: 'Community', href: paths.community }),
  aboutPage: shownAt({ title: 'About Us', href: paths.about }),
  contactPage: shownAt({ title: 'Contact Us', href: paths.contact }),
  shippingPolicy: shownAt({ title: 'Shipping & Returns', href: paths.shipping }),
  faqPage: shownAt({ title: 'FAQ', href: paths.faq }),
  faqItem: shownAt({ title: 'FAQ', href: paths.faq }),
  cartPage: shownAt({ title: 'Cart', href: paths.cart }),
  quiz: shownAt({ title: 'Quiz', href: paths.quiz }),
  labResultsPage: shownAt({ title: 'Lab Results', href: paths.labResults }),
  legalInfo: shownAt(
    { title: 'Privacy Policy', href: paths.privacy },
    { title: 'Terms of Service', href: paths.terms },
    { title: 'Medical Disclaimer', href: paths.disclaimer },
    { title: 'Review Guidelines', href: paths.reviewGuidelines },
    { title: 'Accessibility Statement', href: paths.accessibility },
  ),
};

/** The document a page is about, opened beside it when the editor browses the store in the tool. */
const mainDocuments = defineDocuments([
  { route: paths.home, filter: `_type == "homePage" && _id == "homePage"` },
  { route: paths.condition(':slug'), filter: `_type == "condition" && slug.current == $slug` },
  { route: paths.conditions, filter: `_type == "conditionsPage" && _id == "conditionsPage"` },
  { route: paths.healthGoals, filter: `_type == "healthGoalsPage" && _id == "healthGoalsPage"` },
  { route: paths.learn, filter: `_type == "learnPage" && _id == "learnPage"` },
  { route: paths.community, filter: `_type == "communityPage" && _id == "communityPage"` },
  { route: paths.about, filter: `_type == "aboutPage" && _id == "aboutPage"` },
  { route: paths.contact, filter: `_type == "contactPage" && _id == "contactPage"` },
  { route: paths.shipping, filter: `_type == "shippingPolicy" && _id == "shippingPolicy"` },
  { route: paths.faq, filter: `_type == "faqPage" && _id == "faqPage"` },
  { route: paths.cart, filter: `_type == "cartPage" && _id == "cartPage"` },
  { route: paths.quiz, filter: `_type == "quiz" && _id == "quiz"` },
  { route: paths.labResults, filter: `_type == "labResultsPage" && _id == "labResultsPage"` },
  {
    route: [paths.privacy, paths.terms, paths.disclaimer, paths.reviewGuidelines, paths.accessibility],
    resolve: ({ path }) => ({
      filter: `_type == "legalPage" && kind == $kind`,
      params: { kind: path.slice(1) },
    }),
  },
]);

export const storePresentation = presentationTool({
  previewUrl: { origin: storeUrl, preview: paths.home },
  resolve: { locations, mainDocuments },
});
