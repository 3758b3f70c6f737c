import type { Role } from '@reno/domain';

/** Spec "Header and menus", in the spec's order. Several targets arrive in later issues (they land on /404 until then). */
/** Spec "Header and menus": "ad-hoc enquiry and free e-book (both open as pop-ups)". */
export type HeaderPopup = 'ask-a-pro' | 'ebook';

export interface NavLinkItem {
  label: string;
  /** Where the item leads; for a pop-up item, the page that opens the same form (new tab, no script). */
  to: string;
  /** Opens this pop-up over the current page instead of following `to`. */
  popup?: HeaderPopup;
}

export type HeaderItem =
  /** `isShortcut`: inline from 1200 px; narrower screens reach it through the drawer (see header.tsx). */
  | ({ kind: 'link'; isShortcut?: boolean } & NavLinkItem)
  | { kind: 'menu'; label: string; items: NavLinkItem[] }
  | { kind: 'design-now' };

export const aboutMenu: NavLinkItem[] = [
  { label: 'About Us', to: '/about' },
  { label: 'Reviews', to: '/about/reviews' },
  { label: 'Newsroom', to: '/about/newsroom' },
  { label: 'Guarantee', to: '/about/guarantee' },
  { label: 'Partners', to: '/about/partners' },
  { label: 'Stickers', to: '/about/stickers' },
];

export const servicesMenu: NavLinkItem[] = [
  { label: 'Design Now', to: '/design-now-2' },
  { label: 'Quotation Doctor', to: '/services/quotation-doctor' },
  { label: 'Ad-hoc Enquiry', to: '/services/ask-a-pro', popup: 'ask-a-pro' },
  // The services page opens the e-book pop-up for this address (a campaign can link to it too).
  { label: 'Free E-book', to: '/services#free-ebook', popup: 'ebook' },
];

export const headerItems: HeaderItem[] = [
  { kind: 'link', isShortcut: true, label: 'Reviews', to: '/about/reviews' },
  { kind: 'link', isShortcut: true, label: 'Newsroom', to: '/about/newsroom' },
  { kind: 'link', isShortcut: true, label: 'Guarantee', to: '/about/guarantee' },
  { kind: 'link', isShortcut: true, label: 'Be Our Partner', to: '/about/partners' },
  { kind: 'link', isShortcut: true, label: 'Quotation Dr', to: '/services/quotation-doctor' },
  { kind: 'link', isShortcut: true, label: 'Renovation Loan', to: '/about/loans' },
  { kind: 'menu', label: 'About', items: aboutMenu },
  { kind: 'link', label: 'Learn', to: '/learn' },
  { kind: 'link', label: 'Rewards', to: '/rewards' },
  { kind: 'menu', label: 'Services', items: servicesMenu },
  // Metahome is left out: the product has nothing to show there yet (decision 015).
  { kind: 'design-now' },
  // Dogeez leads to the Shopez shop (decision 015).
  { kind: 'link', label: 'Dogeez', to: '/rewards/shopez' },
];

/**
 * Spec "Profile menu: profile dashboard (/client-dashboard), profile settings (/admin/profile), logout".
 * The spec's paths are the client's and the admin's; each role's dashboard is where it lands after
 * login (spec "After login"; the admin's back office rather than the public home), and its settings are
 * its own account's (issue 12 item 8).
 */
export const profileMenuPaths: Record<Role, { dashboard: string; settings: string }> = {
  client: { dashboard: '/client-dashboard', settings: '/dashboard/client/profile' },
  merchant: { dashboard: '/project', settings: '/merchant/profile' },
  project_manager: { dashboard: '/add-project', settings: '/pm/profile' },
  admin: { dashboard: '/admin', settings: '/admin/profile' },
};

export const profileMenuFor = (role: Role): NavLinkItem[] => [
  { label: 'Profile Dashboard', to: profileMenuPaths[role].dashboard },
  { label: 'Profile Settings', to: profileMenuPaths[role].settings },
];

/** Issue 12 item 8: the admin lands on the public home, so the header shows the way into the back office. */
export const backOfficeLink = { label: 'Back Office', to: '/admin' } as const;

export const headerTexts = {
  homeLink: 'EZreno home',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  accountMenu: 'Account menu',
  logout: 'Logout',
  signIn: 'Sign In',
} as const;
