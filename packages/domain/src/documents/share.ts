import { z } from 'zod';
import { Email } from '../accounts/fields.js';
import { documentMessages as m } from './messages.js';

/** A short personal note, not a newsletter: long texts and links are what spam is made of. */
export const SHARE_MESSAGE_MAX = 500;
/** Share To Email may send at most this many e-mails per client in any 60 minutes. */
export const SHARE_LIMIT_PER_HOUR = 5;

const LINK = /(https?:\/\/|www\.)\S/i;

/** Issue 17 "Share To Email": the quotation PDF to an address the client types, with a short message. */
export const ShareDocumentByEmail = z.object({
  email: Email,
  message: z
    .string()
    .trim()
    .max(SHARE_MESSAGE_MAX, m.messageTooLong(SHARE_MESSAGE_MAX))
    .refine((text) => !LINK.test(text), m.messageHasLink)
    .default(''),
});
export type ShareDocumentByEmail = z.infer<typeof ShareDocumentByEmail>;
export type ShareDocumentByEmailInput = z.input<typeof ShareDocumentByEmail>;

export const SharedDocument = z.object({ email: z.string() });
export type SharedDocument = z.infer<typeof SharedDocument>;
