import { QUOTATION_DOCTOR_REPLY_DAYS } from '@reno/domain';

export const THANK_YOU_PATH = '/thank-you-page';
export const EBOOK_HASH = '#free-ebook';

/** Labels of the services pages and their forms (the spec names the pages, not every label: ours). */
export const servicesTexts = {
  servicesTitle: 'Services',
  servicesSubtitle: 'Design it yourself, get a second opinion on a quotation, or ask a professional.',
  designNowTitle: 'Design Now',
  designNowText: 'Draw your layout, choose your style and get an instant itemised quotation.',
  quotationDoctorTitle: 'Quotation Doctor',
  quotationDoctorSubtitle: `Upload the quotation you already have. Our team reviews every line and replies within ${QUOTATION_DOCTOR_REPLY_DAYS} days.`,
  quotationDoctorText: `A free review of an existing quotation, with a reply within ${QUOTATION_DOCTOR_REPLY_DAYS} days.`,
  quotationDoctorSteps: [
    'Upload your quotation as a PDF or a photo.',
    'Our renovation specialists compare each item with market prices and check for missing works.',
    `You receive our notes by e-mail within ${QUOTATION_DOCTOR_REPLY_DAYS} days.`,
  ],
  consultTitle: 'Consult Now',
  consultSubtitle:
    'Leave your details and a renovation specialist will call you back within one working day.',
  askAProTitle: 'Ask a Pro',
  askAProSubtitle: 'An ad-hoc question about your renovation? Our professionals answer by e-mail or phone.',
  askAProText: 'Ask our professionals anything about your renovation.',
  ebookTitle: 'Free Renovation E-book',
  ebookText:
    'Budgeting, permits, the timeline, the trades, choosing a contractor and safe payments: our guide, free in your inbox.',
  ebookOpen: 'Get the free e-book',
  ebookDownloadText: 'You can also read it now:',
  ebookDownload: 'Download the e-book (PDF)',
  done: 'Done',
  open: 'Open',
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile number',
  message: 'Your message',
  notes: 'Anything we should look at? (optional)',
  quotationFile: 'Your quotation (PDF or image)',
  chooseFile: 'Choose file',
  noFile: 'No file chosen',
  uploading: (percent: number) => `Uploading… ${percent}%`,
  submit: 'Submit',
  send: 'Send',
  sending: 'In progress…',
  cancel: 'Cancel',
  signInToUpload: 'Please sign in to upload your quotation',
  signIn: 'Sign In',
} as const;
