import { z } from 'zod';

/**
 * Long-form public content kept in the database (issue 7: "Content lives in the database (seeded), so
 * the admin issue can make it editable"). One page is a titled list of sections; a section's body is
 * newline-separated paragraphs, like the spec's FAQ descriptions.
 */
export const PageKind = z.enum(['terms', 'about', 'article', 'service', 'material', 'rewards']);
export type PageKind = z.infer<typeof PageKind>;

/** URL-safe: lower case letters, digits, `_` and `-` (e.g. `privacy_policy`, the spec's example). */
export const PageSlug = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9_-]+$/);

export const PageSection = z.object({
  /** The anchor of the section: `/terms&condition/privacy_policy#information-collected`. */
  anchor: PageSlug,
  heading: z.string().min(1).max(200),
  body: z.string().min(1).max(20_000),
});
export type PageSection = z.infer<typeof PageSection>;

export const ContentPage = z.object({
  _id: z.string(),
  kind: PageKind,
  slug: PageSlug,
  title: z.string().min(1).max(200),
  subtitle: z.string().max(400),
  /** One or two sentences shown on list cards. */
  summary: z.string().max(600),
  sections: z.array(PageSection).min(1),
  rank: z.number().int(),
});
export type ContentPage = z.infer<typeof ContentPage>;

/** The list shape: the page without its sections, which only the detail view needs. */
export const ContentPageSummary = ContentPage.omit({ sections: true });
export type ContentPageSummary = z.infer<typeof ContentPageSummary>;

export const ContentPageList = z.object({
  items: z.array(ContentPageSummary),
  totalCount: z.number().int(),
});
export type ContentPageList = z.infer<typeof ContentPageList>;

/** Splits a section body into its paragraphs (blank lines and surrounding spaces dropped). */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

/** Spec "Public routes": the page kinds that have an address of their own, by kind. */
const PAGE_PATH_PREFIX: Partial<Record<PageKind, string>> = {
  terms: '/terms&condition',
  article: '/learn/articles',
  service: '/learn/services',
  material: '/learn/materials',
};

/** The public address of a content page, or null when it is shown inside a fixed route (about, rewards). */
export const contentPagePath = (kind: PageKind, slug: string): string | null => {
  const prefix = PAGE_PATH_PREFIX[kind];
  return prefix ? `${prefix}/${slug}` : null;
};
