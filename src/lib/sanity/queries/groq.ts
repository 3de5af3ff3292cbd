/**
 * The GROQ pieces several queries share: projections whose answers TypeGen types once for all the
 * queries that use them (images as url + size + alt).
 */

/**
 * The newest `_updatedAt` of a page's own document and of the documents it lists (`listed`, a GROQ
 * filter), so that editing one FAQ answer or one testimonial dates the page that shows it.
 */
export const newestChange = (pageId: string, listed: string) =>
  /* groq */ `*[_id == "${pageId}" || ${listed}] | order(_updatedAt desc)[0]._updatedAt`;

export const image = /* groq */ `{
  "url": asset->url,
  "width": asset->metadata.dimensions.width,
  "height": asset->metadata.dimensions.height,
  "alt": coalesce(alt, "")
}`;

/** Where a link to a condition goes: its own page, or the shop filtered by it. */
export const conditionHref = /* groq */ `select(hasPage == true => "/conditions/" + slug.current, "/shop/" + slug.current)`;

const conditionFields = /* groq */ `
  "slug": slug.current,
  name,
  title,
  summary,
  icon,
  "image": heroImage${image},
  "hasPage": hasPage == true,
  "href": ${conditionHref},
  "keywords": coalesce(keywords, []),
  "aliases": coalesce(aliases, [])`;

/** A condition as cards, search and the shop filter show it. */
export const conditionSummary = /* groq */ `{${conditionFields}
}`;

/** A condition with its page: the summary, the page's text and its collection. */
export const conditionFull = /* groq */ `{${conditionFields},
  "updatedAt": _updatedAt,
  intro,
  "body": coalesce(body, []),
  shopButtonText,
  collectionId
}`;

export const campaign = /* groq */ `{
  name, startDate, endDate, palette{primary, secondary, accent}, emoji, bannerText,
  "showHearts": showHearts == true,
  "restylesQuiz": restylesQuiz == true
}`;

export const communityList = /* groq */ `{title, description, emptyText, adminHint}`;
