import { company, PRIVACY_POLICY_LINK } from '@reno/domain';

export interface FooterLink {
  label: string;
  to: string;
}

/** Spec "Footer": "/, /about, /learn, /about/reviews, /about/partners, /faq". */
export const footerLinks: FooterLink[] = [
  { label: 'Home', to: '/' },
  { label: 'About', to: '/about' },
  { label: 'Learn', to: '/learn' },
  { label: 'Reviews', to: '/about/reviews' },
  { label: 'Partners', to: '/about/partners' },
  { label: 'FAQ', to: '/faq' },
];

/**
 * The spec's legal routes keep their literal "&" (spec "Public routes": /terms&condition/{title}); the
 * privacy link opens at its "information collected" section, as the spec's example does.
 */
export const legalLinks: FooterLink[] = [
  { label: 'Terms & Conditions', to: '/terms&condition' },
  { label: 'Privacy Policy', to: PRIVACY_POLICY_LINK },
];

export const mailtoHref = `mailto:${company.email}?subject=${encodeURIComponent(company.mailSubject)}`;
export { whatsappChatHref as whatsappHref } from '../../../lib/chat-link';

export const socialLinks = [
  { key: 'instagram', label: 'Instagram', href: company.social.instagram },
  { key: 'facebook', label: 'Facebook', href: company.social.facebook },
  { key: 'linkedin', label: 'LinkedIn', href: company.social.linkedin },
  { key: 'tiktok', label: 'TikTok', href: company.social.tiktok },
  { key: 'youtube', label: 'YouTube', href: company.social.youtube },
] as const;
export type SocialKey = (typeof socialLinks)[number]['key'];

export const footerTexts = {
  bannerHeadline: 'Start designing your dream home today!',
  bannerSubline: 'Plan your layout, pick your style and see an itemised quotation in minutes.',
  sitemap: 'Footer',
  legal: 'Legal',
  contact: 'Contact us',
  follow: 'Follow us',
  email: `Email ${company.email}`,
  whatsapp: 'Chat with us on WhatsApp',
  supporterBadge: 'Proudly Singapore-built',
  copyright: (year: number) => `© ${year} ${company.name}`,
  homeLink: `${company.shortName} home`,
} as const;
