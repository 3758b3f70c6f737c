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

export const profileMenu: NavLinkItem[] = [
  { label: 'Profile Dashboard', to: '/client-dashboard' },
  { label: 'Profile Settings', to: '/admin/profile' },
];

export const headerTexts = {
  homeLink: 'EZreno home',
  mainNavigation: 'Main',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  accountMenu: 'Account menu',
  logout: 'Logout',
  signIn: 'Sign In',
} as const;
