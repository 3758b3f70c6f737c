import { company, QUOTATION_DOCTOR_REPLY_DAYS } from '@reno/domain';

/** Texts of the small public pages (spec "Other": /thank-you-page, /construction, /instant-connect). */
export const infoTexts = {
  thankYouTitle: 'Thank You!',
  thankYouSubtitle: 'We have received your details.',
  thankYouText: `A renovation specialist will contact you within one working day. Quotation Doctor reviews are sent by e-mail within ${QUOTATION_DOCTOR_REPLY_DAYS} days.`,
  thankYouNext: 'While you wait, try designing your home: your instant quotation is a few clicks away.',
  backHome: 'Back to Home',
  constructionTitle: 'Under Construction',
  constructionSubtitle: 'This part of the site is being built.',
  constructionText:
    'We are putting the finishing touches on this page. In the meantime you can design your home or read our renovation guides.',
  learn: 'Read our guides',
  instantConnectTitle: 'Instant Connect',
  instantConnectSubtitle: 'Talk to a renovation specialist now.',
  instantConnectText: `Our specialists are on WhatsApp from 9 am to 9 pm every day, and by e-mail at ${company.email}. Prefer a call back? Leave your number and we will ring you.`,
  whatsapp: 'Chat on WhatsApp',
  callBack: 'Request a call back',
} as const;
