import { defineQuery } from 'groq';
import type { HomePageQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';
import { conditionSummary, image, newestChange } from './groq';

export const homePageQuery = defineQuery(`*[_type == "homePage" && _id == "homePage"][0]{
  "updatedAt": ${newestChange('homePage', '_type in ["condition", "testimonial"]')},
  heroTitle, heroSubtitle,
  heroImages[]${image},
  quizButtonLabel, shopButtonLabel,
  "trustBadges": coalesce(trustBadges[]{label, icon}, []),
  conditionCarousels[]{title, "conditions": conditions[]->${conditionSummary}},
  healthGoalGrid{title, subtitle},
  "goalConditions": *[_type == "condition"] | order(order asc)${conditionSummary},
  testimonialsTitle, testimonialsNote,
  "testimonials": *[_type == "testimonial"] | order(order asc){
    name, age, condition, rating, text, location, "avatar": avatar${image}
  },
  whyDifferent{title, subtitle, points[]{title, text, icon}},
  startCta{title, text, buttonLabel},
  consultationNotice{title, text}
}`);

export const homePageQueryOptions = contentQueryOptions<HomePageQueryResult>(['home'], homePageQuery);
