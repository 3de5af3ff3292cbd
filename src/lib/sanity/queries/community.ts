import { defineQuery } from 'groq';
import type { CommunityPageQueryResult } from '../../../domain/content.generated';
import { contentQueryOptions } from '../fetch-content';
import { communityList, image, newestChange } from './groq';

export const communityPageQuery = defineQuery(`*[_type == "communityPage" && _id == "communityPage"][0]{
  "updatedAt": ${newestChange('communityPage', '_type == "successStory"')},
  title, intro, storiesTitle, storiesNote,
  "stories": *[_type == "successStory"] | order(order asc){
    name, location, condition, story, "avatar": avatar${image}, initials, timeframe
  },
  events${communityList},
  caregiverResources${communityList},
  supportGroups${communityList},
  stayConnected{title, text, emailLabel, buttonLabel, thanks, consent}
}`);

export const communityPageQueryOptions = contentQueryOptions<CommunityPageQueryResult>(
  ['community'],
  communityPageQuery,
);
