import { operationsMessages } from '@reno/domain';

/** Words of the support pages and the admin inbox (issue 18 item 6), shared with the tests. */
export const supportTexts = {
  clientTitle: 'Support Page',
  subject: 'Subject',
  message: 'Message',
  image: 'Image (optional)', // ours
  chooseImage: 'Choose Image',
  removeImage: 'Remove',
  send: 'Send',
  supportSent: operationsMessages.supportSent,
  myRequests: 'My support requests', // ours
  noRequests: 'No Data Found!',
  status: 'Status',
  reply: 'Reply',
  replyFrom: (name: string) => `Reply from ${name}`, // ours
  waiting: 'Our admin will get back to you.', // ours
  retry: 'Retry',
} as const;
