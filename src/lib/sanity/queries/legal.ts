import { defineQuery } from 'groq';
import type { LegalInfoQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';
import { newestChange } from './groq';

export const legalInfoQuery = defineQuery(`*[_type == "legalInfo" && _id == "legalInfo"][0]{
  "updatedAt": ${newestChange('legalInfo', '_type == "legalPage"')},
  title, intro,
  "pages": *[_type == "legalPage"] | order(order asc){
    kind, title, tabLabel, lastUpdated, warning{title, text}, body
  }
}`);

export const legalInfoQueryOptions = contentQueryOptions<LegalInfoQueryResult>(['legal'], legalInfoQuery);
