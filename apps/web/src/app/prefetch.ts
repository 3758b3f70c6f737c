import {
  ContentPage,
  ContentPageList,
  FaqItem,
  GalleryProject,
  listResult,
  PressMention,
  Testimonial,
  type PageKind,
} from '@reno/domain';
import { type QueryClient } from '@tanstack/react-query';
import { matchPath } from 'react-router';
import { z } from 'zod';
import { contentKeys } from '../components/content-page';
import { ABOUT_US_SLUG, isAboutSubPage } from '../features/about/about-texts';
import { galleryQueryOptions } from '../features/gallery/use-gallery';
import { teaserQuery } from '../features/home/gallery-teaser-query';
import { LEARN_GROUPS, learnGroupOf } from '../features/learn/learn-texts';
import { TERMS_MAIN_SLUG } from '../features/legal/legal-texts';
import { REWARDS_SLUG } from '../features/rewards/rewards-page';
import { faqQuery, pressQuery, testimonialsQuery } from '../lib/site-content';

/** Reads `/api/v1{path}` on the server and answers the envelope's `result`. */
export type FetchResult = (path: string, query?: Record<string, string | number>) => Promise<unknown>;

/** The title and description of a page found by its params (a learn article, a policy). */
export interface PrefetchedMeta {
  title: string;
  description: string;
}

const GalleryPage = listResult(GalleryProject);

/**
 * Server side, so the replies are checked with the domain's schemas (the browser trusts them instead,
 * see `publicQuery`): what is rendered into the HTML has the shape the page expects.
 */
const read =
  <T>(
    fetchResult: FetchResult,
    schema: z.ZodType<T>,
    path: string,
    query?: Record<string, string | number>,
  ) =>
  async () =>
    schema.parse(await fetchResult(path, query));

const pageList = (client: QueryClient, f: FetchResult, kind: PageKind) =>
  client.prefetchQuery({
    queryKey: contentKeys.list(kind),
    queryFn: read(f, ContentPageList, '/pages', { kind }),
  });

/** One content page; answers its title and summary for the page's meta, or null when it does not exist. */
async function contentPage(
  client: QueryClient,
  f: FetchResult,
  kind: PageKind,
  slug: string,
): Promise<PrefetchedMeta | null> {
  const key = contentKeys.page(kind, slug);
  await client.prefetchQuery({
    queryKey: key,
    queryFn: read(f, ContentPage, `/pages/${kind}/${encodeURIComponent(slug)}`),
  });
  const page = client.getQueryData<ContentPage>(key);
  return page ? { title: page.title, description: page.summary } : null;
}

/**
 * What a page needs: its queries, each fetched on the server under the key the page uses, so the HTML
 * carries the content and hydration starts from it. A page named by its params (a policy, a learn
 * article) also answers its meta, or null when no such content exists (the browser then shows /404).
 */
type Prefetch = (
  client: QueryClient,
  f: FetchResult,
  params: Record<string, string | undefined>,
) => Promise<PrefetchedMeta | null | undefined>;

const all = async (promises: Promise<unknown>[]) => {
  await Promise.all(promises);
  return undefined;
};

const prefetchers: [pattern: string, prefetch: Prefetch][] = [
  [
    '/',
    (client, f) =>
      all([
        client.prefetchQuery({ ...faqQuery(), queryFn: read(f, z.array(FaqItem), '/faq') }),
        client.prefetchQuery({
          ...testimonialsQuery(),
          queryFn: read(f, z.array(Testimonial), '/testimonial'),
        }),
        client.prefetchQuery({ ...pressQuery(), queryFn: read(f, z.array(PressMention), '/press') }),
        client.prefetchQuery({
          ...teaserQuery(),
          queryFn: read(f, GalleryPage, '/other_project', teaserQuery.params),
        }),
      ]),
  ],
  [
    '/faq',
    (client, f) => all([client.prefetchQuery({ ...faqQuery(), queryFn: read(f, z.array(FaqItem), '/faq') })]),
  ],
  [
    '/projects',
    (client, f) => {
      const { params, ...options } = galleryQueryOptions(undefined, 'images');
      return all([
        client.prefetchInfiniteQuery({
          ...options,
          queryFn: read(f, GalleryPage, '/other_project', params(1)),
        }),
      ]);
    },
  ],
  [
    '/terms&condition',
    (client, f) => all([contentPage(client, f, 'terms', TERMS_MAIN_SLUG), pageList(client, f, 'terms')]),
  ],
  ['/terms&condition/:title', (client, f, { title = '' }) => contentPage(client, f, 'terms', title)],
  [
    '/about',
    (client, f) => all([contentPage(client, f, 'about', ABOUT_US_SLUG), pageList(client, f, 'about')]),
  ],
  [
    '/about/:section',
    async (client, f, { section = '' }) =>
      isAboutSubPage(section) ? contentPage(client, f, 'about', section) : null,
  ],
  ['/learn', (client, f) => all(LEARN_GROUPS.map((group) => pageList(client, f, group.kind)))],
  [
    '/learn/:group',
    async (client, f, { group = '' }) => {
      const learnGroup = learnGroupOf(group);
      return learnGroup ? all([pageList(client, f, learnGroup.kind)]) : null;
    },
  ],
  [
    '/learn/:group/:slug',
    async (client, f, { group = '', slug = '' }) => {
      const learnGroup = learnGroupOf(group);
      return learnGroup ? contentPage(client, f, learnGroup.kind, slug) : null;
    },
  ],
  ['/rewards', (client, f) => contentPage(client, f, 'rewards', REWARDS_SLUG)],
];

/**
 * The prefetch of the public page at `path`, if it has data to show or is named by its params. It fills
 * the query client and answers the meta of a page found by its params, undefined for a page whose meta
 * is listed (PUBLIC_ROUTE_META), and null when the path names content that does not exist.
 */
export function prefetcherFor(
  path: string,
):
  | ((client: QueryClient, fetchResult: FetchResult) => Promise<PrefetchedMeta | null | undefined>)
  | undefined {
  for (const [pattern, prefetch] of prefetchers) {
    const match = matchPath(pattern, path);
    if (match) return (client, fetchResult) => prefetch(client, fetchResult, match.params);
  }
  return undefined;
}
