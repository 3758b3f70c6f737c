import {
  EBOOK_PDF_PATH,
  renovationGuide,
  type AskAProRequest,
  type ConsultNowRequest,
  type EbookRequest,
  type EnquiryKind,
  type EnquiryReceipt,
  type QuotationDoctorRequest,
  type SessionUser,
} from '@reno/domain';
import type { Config } from '../../config.js';
import type { Db, DbOrTx } from '../../db/client.js';
import { enquiries } from '../../db/schema/enquiries.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { fileResourceURI, findReadableFile } from '../files/files.service.js';
import { uniqueViolation } from '../../platform/db-errors.js';

/** The subject of each admin e-mail, which is also how admins find them in the Outbox. */
export const enquirySubjects: Record<EnquiryKind, string> = {
  quotation_doctor: 'New Quotation Doctor request',
  consult_now: 'New Consult Now request',
  ask_a_pro: 'New ad-hoc enquiry',
  ebook: 'New free e-book request',
};

export const EBOOK_SUBJECT = 'Your free renovation e-book';
export const QUOTATION_ALREADY_SENT = 'This quotation has already been sent to our Quotation Doctor'; // ours

interface NewEnquiry {
  kind: EnquiryKind;
  name: string;
  email: string;
  handphoneNo?: string | undefined;
  message?: string | undefined;
  fileId?: string | undefined;
  userId?: string | undefined;
  lead?: string | undefined;
  /** Extra rows for the admin e-mail (e.g. the quotation link). */
  details?: Record<string, string>;
}

const withCountryCode = (mobile: string) => `65${mobile}`;

/** Stores the lead and writes the admin e-mail in the same transaction: both happen or neither. */
async function recordEnquiry(tx: DbOrTx, config: Config, input: NewEnquiry): Promise<EnquiryReceipt> {
  const [row] = await tx
    .insert(enquiries)
    .values({
      kind: input.kind,
      name: input.name,
      email: input.email,
      handphoneNo: input.handphoneNo ?? null,
      message: input.message || null,
      fileId: input.fileId ?? null,
      userId: input.userId ?? null,
      lead: input.lead || null,
    })
    .returning({ id: enquiries.id });
  if (!row) throw new Error('enquiry insert returned nothing');
  const subject = enquirySubjects[input.kind];
  await enqueueEmail(
    tx,
    {
      emails: config.adminNotifyEmails,
      template_name: 'emailSender_function.html',
      subject,
      data: {
        subject_title: subject,
        client_firstname: input.name,
        client_email: input.email,
        ...(input.handphoneNo ? { client_phone: withCountryCode(input.handphoneNo) } : {}),
        ...(input.message ? { message: input.message } : {}),
        ...(input.lead ? { lead_source: input.lead } : {}),
        ...input.details,
      },
    },
    { publicUrl: config.publicUrl },
  );
  return { _id: row.id, kind: input.kind };
}

/**
 * Services "quotation-doctor": the quotation was uploaded first (POST /files?category=quotation_dr) by
 * this same person; it is reviewed once, so a second submission of the same file is refused.
 */
export async function requestQuotationReview(
  db: Db,
  config: Config,
  viewer: SessionUser,
  input: QuotationDoctorRequest,
): Promise<EnquiryReceipt> {
  const file = await findReadableFile(db, viewer, input.fileId);
  // An admin may read a client's file but not send it as their own: as if it did not exist (issue 15).
  if (file.ownerId !== viewer._id) throw new AppError('NOT_FOUND');
  if (file.category !== 'quotation_dr') {
    throw new AppError('BAD_REQUEST', 'fileId must be a Quotation Doctor upload.', [
      { field: 'fileId', message: 'fileId must be a Quotation Doctor upload.' },
    ]);
  }
  try {
    return await db.transaction((tx) =>
      recordEnquiry(tx, config, {
        kind: 'quotation_doctor',
        name: input.name,
        email: input.email,
        handphoneNo: input.handphone_no,
        message: input.message,
        fileId: file.id,
        userId: viewer._id,
        lead: input.lead,
        details: {
          quotation_file: file.originalName,
          quotation_link: `${config.publicUrl}${fileResourceURI(file.id)}`,
        },
      }),
    );
  } catch (e) {
    if (uniqueViolation(e)) throw new AppError('CONFLICT', QUOTATION_ALREADY_SENT);
    throw e;
  }
}

export async function requestConsultation(
  db: Db,
  config: Config,
  viewer: SessionUser | null,
  input: ConsultNowRequest,
): Promise<EnquiryReceipt> {
  return db.transaction((tx) =>
    recordEnquiry(tx, config, {
      kind: 'consult_now',
      name: input.name,
      email: input.email,
      handphoneNo: input.handphone_no,
      message: input.message,
      userId: viewer?._id,
      lead: input.lead,
    }),
  );
}

export async function askAPro(
  db: Db,
  config: Config,
  viewer: SessionUser | null,
  input: AskAProRequest,
): Promise<EnquiryReceipt> {
  return db.transaction((tx) =>
    recordEnquiry(tx, config, {
      kind: 'ask_a_pro',
      name: input.name,
      email: input.email,
      handphoneNo: input.handphone_no,
      message: input.message,
      userId: viewer?._id,
      lead: input.lead,
    }),
  );
}

/** The free e-book: the visitor receives the guide by e-mail and the admins receive the lead. */
export async function requestEbook(
  db: Db,
  config: Config,
  viewer: SessionUser | null,
  input: EbookRequest,
): Promise<EnquiryReceipt> {
  return db.transaction(async (tx) => {
    const receipt = await recordEnquiry(tx, config, {
      kind: 'ebook',
      name: input.name,
      email: input.email,
      userId: viewer?._id,
      lead: input.lead,
    });
    await enqueueEmail(
      tx,
      {
        email: input.email,
        template_name: 'general_notice',
        subject: EBOOK_SUBJECT,
        data: {
          title: `Hi ${input.name}, here is your renovation guide`,
          paragraphs: [
            'Thank you for your interest in renovating with EZreno.',
            `${renovationGuide.title} walks you through budgeting, permits, the timeline, the trades on site, choosing a contractor and paying safely by stage, with a checklist for each step.`,
          ],
          button_text: 'Download the guide (PDF)',
          button_url: EBOOK_PDF_PATH,
        },
      },
      { publicUrl: config.publicUrl },
    );
    return receipt;
  });
}
