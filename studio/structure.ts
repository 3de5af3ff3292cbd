/**
 * The Studio's desk: one "Site" group holding every page and setting that exists once (opened
 * straight on its fixed document), then the lists editors add to.
 */
import type { StructureResolver } from 'sanity/structure';
import { listDocuments, singletons } from '../schemas';

type ListDocumentType = (typeof listDocuments)[number]['name'];

const lists: Record<
  ListDocumentType,
  { title: string; orderBy: { field: string; direction: 'asc' | 'desc' } }
> = {
  condition: { title: 'Conditions', orderBy: { field: 'order', direction: 'asc' } },
  healthGoal: { title: 'Health goals', orderBy: { field: 'order', direction: 'asc' } },
  learnTopic: { title: 'Learn topics', orderBy: { field: 'order', direction: 'asc' } },
  faqItem: { title: 'FAQ', orderBy: { field: 'order', direction: 'asc' } },
  legalPage: { title: 'Legal pages', orderBy: { field: 'order', direction: 'asc' } },
  testimonial: { title: 'Testimonials', orderBy: { field: 'order', direction: 'asc' } },
  successStory: { title: 'Success stories', orderBy: { field: 'order', direction: 'asc' } },
  campaign: { title: 'Campaigns', orderBy: { field: 'startDate', direction: 'desc' } },
  communityFeed: { title: 'Community feeds', orderBy: { field: 'title', direction: 'asc' } },
  labReport: { title: 'Lab reports', orderBy: { field: 'testDate', direction: 'desc' } },
  interactionRule: { title: 'Interaction rules', orderBy: { field: 'ingredient', direction: 'asc' } },
};

export const structure: StructureResolver = (S) =>
  S.list()
    .title('Content')
    .items([
      S.listItem()
        .title('Site')
        .id('site')
        .child(
          S.list()
            .title('Site')
            .items(
              singletons.map((type) =>
                S.listItem()
                  .title(type.title ?? type.name)
                  .id(type.name)
                  .schemaType(type.name)
                  .child(
                    S.document()
                      .schemaType(type.name)
                      .documentId(type.name)
                      .title(type.title ?? type.name),
                  ),
              ),
            ),
        ),
      S.divider(),
      ...listDocuments.map((type) => {
        const { title, orderBy } = lists[type.name];
        return S.listItem()
          .title(title)
          .id(type.name)
          .schemaType(type.name)
          .child(S.documentTypeList(type.name).title(title).defaultOrdering([orderBy]));
      }),
    ]);
