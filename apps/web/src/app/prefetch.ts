import { FaqItem, GalleryProject, listResult, PressMention, Testimonial } from '@reno/domain';
import { type QueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { galleryQueryOptions } from '../features/gallery/use-gallery';
import { teaserQuery } from '../features/home/gallery-teaser-query';
import { faqQuery, pressQuery, testimonialsQuery } from '../lib/site-content';

/** Reads `/api/v1{path}` on the server and answers the envelope's `result`. */
export type FetchResult = (path: string, query?: Record<string, string | number>) => Promise<unknown>;

const GalleryPage = listResult(GalleryProject);
const read =
  <T>(
    fetchResult: FetchResult,
    schema: z.ZodType<T>,
    path: string,
    query?: Record<string, string | number>,
  ) =>
  async () =>
    schema.parse(await fetchResult(path, query));

/**
 * The data each pre-rendered public page shows on first paint, fetched on the server under the same
 * query keys the page uses, so the HTML carries the content and hydration starts from it.
 */
const prefetchers: Record<string, (client: QueryClient, fetchResult: FetchResult) => Promise<unknown>[]> = {
  '/': (client, f) => [
    client.prefetchQuery({ ...faqQuery(), queryFn: read(f, z.array(FaqItem), '/faq') }),
    client.prefetchQuery({ ...testimonialsQuery(), queryFn: read(f, z.array(Testimonial), '/testimonial') }),
    client.prefetchQuery({ ...pressQuery(), queryFn: read(f, z.array(PressMention), '/press') }),
    client.prefetchQuery({
      ...teaserQuery(),
      queryFn: read(f, GalleryPage, '/other_project', teaserQuery.params),
    }),
  ],
  '/faq': (client, f) => [
    client.prefetchQuery({ ...faqQuery(), queryFn: read(f, z.array(FaqItem), '/faq') }),
  ],
  '/projects': (client, f) => {
    const { params, ...options } = galleryQueryOptions(undefined, 'images');
    return [
      client.prefetchInfiniteQuery({
        ...options,
        queryFn: read(f, GalleryPage, '/other_project', params(1)),
      }),
    ];
  },
};

export async function prefetchPage(path: string, client: QueryClient, fetchResult: FetchResult) {
  await Promise.all(prefetchers[path]?.(client, fetchResult) ?? []);
}
