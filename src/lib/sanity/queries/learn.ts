import { defineQuery } from 'groq';
import type { LearnPageQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';
import { image, newestChange } from './groq';

export const learnPageQuery = defineQuery(`*[_type == "learnPage" && _id == "learnPage"][0]{
  "updatedAt": ${newestChange('learnPage', '_type == "learnTopic"')},
  title, intro, buttonLabel,
  "topics": *[_type == "learnTopic"] | order(order asc){
    title, description, fullDescription, collectionId, "image": image${image}, icon, color
  }
}`);

export const learnPageQueryOptions = contentQueryOptions<LearnPageQueryResult>(['learn'], learnPageQuery);
