/**
 * Issue 7 "Fast and indexable": every public route of the spec ("Public routes") with its page title and
 * meta description. The web pre-renders these, sets the title on navigation, and the server lists the
 * indexable ones in sitemap.xml.
 */
export interface RouteMeta {
  path: string;
  title: string;
  description: string;
  /** Listed in sitemap.xml and open to search engines; false for pages reached only after an action. */
  isIndexed: boolean;
}

export const SITE_NAME = 'EZreno';
const page = (path: string, title: string, description: string, isIndexed = true): RouteMeta => ({
  path,
  title: path === '/' ? title : `${title} | ${SITE_NAME}`,
  description,
  isIndexed,
});

export const PUBLIC_ROUTE_META: readonly RouteMeta[] = [
  page(
    '/',
    'EZreno | Design your home, get an instant renovation quotation',
    'Design your home in Singapore and get an instant, itemised renovation quotation. Lowest price guarantee, escrow payments with a $100,000 workmanship guarantee and $50,000 renovation insurance.',
  ),
  page(
    '/projects',
    'Past Projects',
    'Browse HDB, condo and landed homes renovated through EZreno, by house type, style, renovation cost and size, with the scope of work of each.',
  ),
  page(
    '/faq',
    'Frequently Asked Questions',
    'How Design Now, instant quotations, escrow payments, the lowest price guarantee, renovation insurance and renovation loans work.',
  ),
  page(
    '/terms&condition',
    'Terms & Conditions',
    'The terms and conditions for using EZreno, Design Now, escrow payments, rewards and the Shopez store.',
  ),
  page(
    '/terms&condition/privacy_policy',
    'Privacy Policy',
    'What information EZreno collects, how it is used and protected, and how to reach us about your personal data.',
  ),
  page(
    '/about',
    'About Us',
    'EZreno is a Singapore renovation and interior-design marketplace connecting homeowners with registered, licensed suppliers.',
  ),
  page(
    '/about/newsroom',
    'Newsroom',
    'News, announcements and press coverage about EZreno and renovation in Singapore.',
  ),
  page(
    '/about/reviews',
    'Reviews',
    'What homeowners say about renovating with EZreno: ratings and reviews of completed projects.',
  ),
  page(
    '/about/partners',
    'Be Our Partner',
    'Join the EZreno panel of registered, licensed renovation suppliers and receive jobs from homeowners who have already designed and priced their home.',
  ),
  page('/about/stickers', 'Stickers', 'Download the EZreno sticker set for your chats.'),
  page(
    '/about/loans',
    'Renovation Loan',
    'Renovation loans with our bank partner: 4.18% a year over 1 to 5 years, up to 6 times your monthly income or S$30,000, with approval in 60 seconds.',
  ),
  page(
    '/about/guarantee',
    'Guarantee',
    'Escrow payments with a workmanship guarantee of up to $100,000, renovation insurance up to $50,000, a one-year warranty and our lowest price guarantee.',
  ),
  page('/about/media', 'Media', 'Photos, videos and brand resources about EZreno for the media.'),
  page(
    '/services',
    'Services',
    'Design Now, Quotation Doctor, ad-hoc enquiries and our free renovation e-book: every way EZreno helps you renovate.',
  ),
  page(
    '/services/quotation-doctor',
    'Quotation Doctor',
    'Upload the renovation quotation you already have and our specialists review it item by item, replying within 5 days.',
  ),
  page(
    '/services/quotationdr-start',
    'Consult the Quotation Doctor',
    'Start a Quotation Doctor consultation: send us your quotation and get an expert review within 5 days.',
  ),
  page(
    '/services/ask-a-pro',
    'Ask a Pro',
    'Ask our renovation professionals anything about your home, from hacking and permits to carpentry and budgets.',
  ),
  page(
    '/learn',
    'Learn',
    'Guides to renovating in Singapore: articles, services and materials explained by our renovation team.',
  ),
  page(
    '/learn/articles',
    'Articles',
    'Renovation guides and tips for HDB, condo and landed homes in Singapore.',
  ),
  page(
    '/learn/services',
    'Renovation Services',
    'What each renovation service involves, from hacking to handover.',
  ),
  page(
    '/learn/materials',
    'Materials',
    'Flooring, tiles, laminates and other renovation materials compared.',
  ),
  page(
    '/rewards',
    'Rewards',
    'Earn EZcash as you renovate and refer friends, climb the tiers and redeem gifts in the Shopez store.',
  ),
  page('/design-now-2', 'Design Now', 'Design your home and get an instant, itemised renovation quotation.'),
  page(
    '/thank-you-page',
    'Thank You',
    'Thank you for contacting EZreno. We will be in touch shortly.',
    false,
  ),
  page(
    '/construction',
    'Under Construction',
    'This part of EZreno is being built and will be available soon.',
    false,
  ),
  page(
    '/instant-connect',
    'Instant Connect',
    'Talk to an EZreno renovation consultant now about your home and your budget.',
  ),
];

const byPath = new Map(PUBLIC_ROUTE_META.map((m) => [m.path, m]));
const fallback: RouteMeta = PUBLIC_ROUTE_META[0]!;

/** The meta of a path, or of its nearest listed parent (/learn/articles/x uses /learn/articles), else home. */
export function routeMetaFor(pathname: string): RouteMeta {
  let path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  for (;;) {
    const meta = byPath.get(path);
    if (meta) return meta;
    const cut = path.lastIndexOf('/');
    if (cut <= 0) return fallback;
    path = path.slice(0, cut);
  }
}
