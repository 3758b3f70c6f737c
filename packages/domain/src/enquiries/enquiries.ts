import { z } from 'zod';
import { Email, PersonName, SgMobileInput } from '../accounts/fields.js';
import { accountMessages as m } from '../accounts/messages.js';

/** Issue 7: the public lead forms. Each is stored, e-mailed to the admins and carries the stored lead. */
export const EnquiryKind = z.enum(['quotation_doctor', 'consult_now', 'ask_a_pro', 'ebook']);
export type EnquiryKind = z.infer<typeof EnquiryKind>;

export const enquiryMessages = {
  required: m.required,
  messageTooLong: 'Please keep your message under 2,000 characters', // ours
  quotationRequired: 'Please upload your quotation', // ours
  sent: 'Thank you, we have received your enquiry', // ours
  quotationDoctorSent: 'Thank you, our Quotation Doctor will reply within 5 days', // ours; spec: "reply within 5 days"
  ebookSent: 'Thank you, your free e-book is on its way to your inbox', // ours
} as const;

/** `lead` as registrations send it: the stored attribution, at most 64 characters (lib/lead.ts). */
const Lead = z.string().trim().max(64).optional();

const Message = z
  .string()
  .trim()
  .min(1, { error: enquiryMessages.required, abort: true })
  .max(2000, enquiryMessages.messageTooLong);

const Contact = z.object({
  name: PersonName,
  email: Email,
  handphone_no: SgMobileInput,
  lead: Lead,
});

/** Services "quotation-doctor": an existing quotation uploaded to the quotation_dr folder, reviewed within 5 days. */
export const QuotationDoctorRequest = Contact.extend({
  fileId: z.string().trim().min(1, enquiryMessages.quotationRequired).max(64),
  message: z.string().trim().max(2000, enquiryMessages.messageTooLong).optional(),
});
export type QuotationDoctorRequest = z.infer<typeof QuotationDoctorRequest>;

/** Services "quotationdr-start": the Consult Now button asks for a call back. */
export const ConsultNowRequest = Contact.extend({
  message: z.string().trim().max(2000, enquiryMessages.messageTooLong).optional(),
});
export type ConsultNowRequest = z.infer<typeof ConsultNowRequest>;

/** Services "ask-a-pro": the ad-hoc enquiry. */
export const AskAProRequest = Contact.extend({ message: Message });
export type AskAProRequest = z.infer<typeof AskAProRequest>;

/** The free e-book pop-up: a name and an e-mail are enough to send the book. */
export const EbookRequest = z.object({ name: PersonName, email: Email, lead: Lead });
export type EbookRequest = z.infer<typeof EbookRequest>;

export const EnquiryReceipt = z.object({ _id: z.string(), kind: EnquiryKind });
export type EnquiryReceipt = z.infer<typeof EnquiryReceipt>;
