/**
 * Every GROQ query of the store, one module per page: the app imports each from its own module,
 * so that a page's code carries only its own query (tests and tools use this index). Projections
 * shape the answer as the UI needs it (images as url + size + alt, defaults with `coalesce`):
 * Sanity TypeGen types each answer from them (`<Name>QueryResult`, `npm run typegen`), and
 * `src/domain/types.ts` names those types. Singletons use their type name as document id; the
 * filter names the type too, so TypeGen knows which document it reads.
 *
 * Each page document answers `updatedAt`, when its content last changed (the build dates the page
 * by it in sitemap.xml); site settings do not, since the header and footer are on every page. The
 * pages that list other documents take the newest change of the page and those (`newestChange`):
 * home (conditions, testimonials), conditions (featured conditions), health goals, learn (topics),
 * community (success stories), FAQ (questions) and legal information (legal pages). Lab reports
 * are read one lot at a time (the lab results page's lookup) or a product's newest few; interaction
 * rules all at once (they are few).
 */

export * from './site-settings';
export * from './home';
export * from './conditions';
export * from './health-goals';
export * from './learn';
export * from './community';
export * from './about';
export * from './cart';
export * from './contact';
export * from './shipping';
export * from './faq';
export * from './legal';
export * from './quiz';
export * from './lab-reports';
export * from './interaction-rules';
