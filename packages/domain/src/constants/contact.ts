/** Company contact details shown in the footer and used in e-mails. */
export const company = {
  name: 'EZ Renovation Marketplace',
  shortName: 'EZreno',
  email: 'hello@ezreno.sg',
  whatsappNumber: '6588001234',
  mailSubject: 'Enquiry about my renovation',
  whatsappMessage: 'Hi, I would like to know more about renovating my home.',
  social: {
    instagram: 'https://www.instagram.com/ezreno.sg',
    facebook: 'https://www.facebook.com/ezreno.sg',
    linkedin: 'https://www.linkedin.com/company/ezreno-sg',
    tiktok: 'https://www.tiktok.com/@ezreno.sg',
    youtube: 'https://www.youtube.com/@ezreno-sg',
  },
} as const;
