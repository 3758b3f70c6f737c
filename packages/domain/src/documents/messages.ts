/**
 * Texts of the document layer that reach a user. The spec names Share To Email but not its messages;
 * these are ours, kept in one place for the page, the server and the tests.
 */
export const documentMessages = {
  shareEmailLabel: 'Recipient email',
  shareMessageLabel: 'Message (optional)',
  shareTitle: 'Share To Email',
  shareSend: 'Send',
  shareIntro: 'Send the quotation PDF to someone you are planning your renovation with.',
  shareSent: (email: string) => `The quotation has been sent to ${email}.`,
  messageTooLong: (max: number) => `Message must be at most ${max} characters.`,
  messageHasLink: 'Please leave links out of the message.',
  shareLimitReached: 'You have shared quotations too many times in the last hour. Please try again later.',
  noQuotation: 'There is no quotation to share yet.',
} as const;
