import { formatSgd, type PageKind, type PageSection } from '@reno/domain';

/** One page as the data files write it; `rank` orders lists. */
export interface SeedPage {
  kind: PageKind;
  slug: string;
  title: string;
  subtitle: string;
  summary: string;
  rank: number;
  sections: PageSection[];
}

/** Marketing copy quotes round amounts ("$100,000"), from the same constants the rules use. */
export const wholeSgd = (cents: number) => formatSgd(cents).replace(/\.00$/, '');

/** A section from paragraphs; the anchor is the heading in kebab case unless given. */
export const section = (heading: string, paragraphs: string[], anchor?: string): PageSection => ({
  anchor:
    anchor ??
    heading
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, ''),
  heading,
  body: paragraphs.join('\n'),
});
