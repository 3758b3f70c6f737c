import { type PageKind } from '@reno/domain';

/** Spec "Public routes": /learn with articles, articles/{title}, services, services/{id}, materials, materials/{id}. */
export const LEARN_GROUPS = [
  {
    segment: 'articles',
    kind: 'article',
    title: 'Articles',
    subtitle: 'Guides to plan, price and protect your renovation.',
  },
  {
    segment: 'services',
    kind: 'service',
    title: 'Services',
    subtitle: 'What each trade does, and what to expect on site.',
  },
  {
    segment: 'materials',
    kind: 'material',
    title: 'Materials',
    subtitle: 'Finishes compared: where they work and what to watch for.',
  },
] as const satisfies readonly { segment: string; kind: PageKind; title: string; subtitle: string }[];

export type LearnGroup = (typeof LEARN_GROUPS)[number];
export const learnGroupOf = (segment: string): LearnGroup | undefined =>
  LEARN_GROUPS.find((group) => group.segment === segment);

export const learnTexts = {
  title: 'Learn',
  subtitle: 'Everything we wish every homeowner knew before renovating.',
  seeAll: (title: string) => `See all ${title.toLowerCase()}`,
  backTo: (title: string) => `Back to ${title}`,
  empty: 'Nothing here yet',
} as const;
