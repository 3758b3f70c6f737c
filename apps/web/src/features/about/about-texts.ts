/** Spec "Public routes": /about with sub-paths newsroom, reviews, partners, stickers, loans, guarantee, media. */
export const ABOUT_SUB_PAGES = [
  'newsroom',
  'reviews',
  'partners',
  'stickers',
  'loans',
  'guarantee',
  'media',
] as const;
export type AboutSubPage = (typeof ABOUT_SUB_PAGES)[number];
export const isAboutSubPage = (slug: string): slug is AboutSubPage =>
  (ABOUT_SUB_PAGES as readonly string[]).includes(slug);

export const ABOUT_US_SLUG = 'about-us';

export const aboutTexts = {
  more: 'More about us',
} as const;
