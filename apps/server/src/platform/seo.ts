import { PUBLIC_ROUTE_META } from '@reno/domain';

const xmlEscape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Issue 7: the indexable public routes of the spec, for search engines, then `contentPaths`: the pages
 * with an address of their own (a policy, a learn article), which live in the database.
 */
export function sitemapXml(publicUrl: string, contentPaths: readonly string[] = []): string {
  const base = publicUrl.replace(/\/+$/, '');
  const paths = [...PUBLIC_ROUTE_META.filter((m) => m.isIndexed).map((m) => m.path), ...contentPaths];
  const urls = [...new Set(paths)].map((path) => `  <url><loc>${xmlEscape(`${base}${path}`)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The signed-in areas and the API are no use to a search engine. */
const PRIVATE_PREFIXES = [
  '/api/',
  '/admin',
  '/client-dashboard',
  '/draft-projects',
  '/profile',
  '/payment-details',
  '/main-project',
  '/other-project',
  '/voucher',
  '/shopez',
  // "$" ends the rule, so the public /projects gallery stays crawlable.
  '/project$',
  '/project/',
  '/transactions',
  '/merchant',
  '/add-project',
  '/logout',
  '/reset-password',
  '/set-password',
  '/verify-email',
];

export function robotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...PRIVATE_PREFIXES.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
