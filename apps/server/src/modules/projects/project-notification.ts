import {
  FLOORPLAN_FILE_KINDS,
  floorplanFileName,
  formatSgd,
  keyCollectionDate,
  type ClientProfile,
  type FloorplanFileRef,
  type Quotation,
  type SaveDesignNowProject,
  type SessionUser,
} from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail, MAX_ATTACHMENTS_BYTES, type EmailAttachment } from '../../platform/outbox/enqueue.js';
import { findReadableFile } from '../files/files.service.js';

export const NEW_PROJECT_SUBJECT = 'New Design Now Project';
/** Ours: the same notification when a floorplan reaches an existing project (stage 4 upload, stage 18). */
export const FLOORPLAN_UPLOADED_SUBJECT = 'Design Now Floorplan Uploaded';
export const NO_FLOORPLAN = 'No floorplan uploaded';

/** The floorplan files read for the mail: what could be attached, and why the others could not. */
export interface FloorplanMailFiles {
  attachments: EmailAttachment[];
  attached: string[];
  errors: string[];
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function readError(e: unknown): string {
  // Another client's upload reads as not found too (issue 15: a foreign record answers like a missing one).
  if (e instanceof AppError && e.code === 'NOT_FOUND') return 'file not found';
  return e instanceof Error ? e.message : String(e);
}

/**
 * Reads the floorplan files for the admin mail, as the client: only the client's own uploads are sent
 * (the ids come from the browser's checkpoint). Never throws: spec "if the upload fails the email is
 * still sent with the error text", so a missing, foreign or too large file becomes a line of error text.
 * Runs before the save's transaction, so storage I/O does not hold the project's row lock.
 */
export async function readFloorplanFiles(
  ctx: AppContext,
  client: ClientProfile,
  refs: readonly FloorplanFileRef[],
): Promise<FloorplanMailFiles> {
  const viewer: SessionUser = {
    _id: client._id,
    role: 'client',
    email: client.email,
    first_name: client.first_name,
    last_name: client.last_name,
    permissions: [],
  };
  const result: FloorplanMailFiles = { attachments: [], attached: [], errors: [] };
  let total = 0;
  for (const ref of refs) {
    const label = FLOORPLAN_FILE_KINDS[ref.kind].label;
    try {
      const file = await findReadableFile(ctx.database.db, viewer, ref.fileId);
      const bytes = await ctx.storage.get(file.storageKey);
      if (!bytes) throw new AppError('NOT_FOUND');
      // The outbox refuses mails over its limit; a file that does not fit is named instead of sent.
      if (total + bytes.length > MAX_ATTACHMENTS_BYTES) {
        result.errors.push(
          `${label}: ${megabytes(bytes.length)} is too large to e-mail (file ${ref.fileId})`,
        );
        continue;
      }
      total += bytes.length;
      const ext = EXTENSIONS[file.mimeType] ?? 'bin';
      const filename = floorplanFileName(ref.kind, client.first_name, ref.fileId, ext);
      result.attachments.push({ filename, contentType: file.mimeType, content: bytes });
      result.attached.push(`${label} (${filename})`);
    } catch (e) {
      result.errors.push(`${label}: ${readError(e)} (file ${ref.fileId})`);
    }
  }
  return result;
}

const floorplanText = (files: FloorplanMailFiles | null) => {
  if (!files || (files.attached.length === 0 && files.errors.length === 0)) return NO_FLOORPLAN;
  if (files.attached.length === 0) return 'No floorplan file could be attached';
  return `Attached: ${files.attached.join(', ')}`;
};

/**
 * Spec "Project notification fields: property_type, new, premium_standard, property_room,
 * prefered_renovation_start_date, services, budget; keyCollDate from a checkpoint record", sent to the
 * admins in the save's transaction, with the floorplan files attached and any that failed written in
 * `upload_error` (spec §8 "failures are reported inside the admin mail as an upload error").
 */
export async function enqueueProjectNotification(
  tx: Tx,
  config: Config,
  notice: {
    subject: string;
    client: ClientProfile;
    projectName: string;
    input: SaveDesignNowProject;
    quotation: Quotation;
    files: FloorplanMailFiles | null;
  },
) {
  const { subject, client, input, quotation, files } = notice;
  const q = input.questionnaire;
  const services = [...new Set(quotation.items.map((i) => i.services))];
  await enqueueEmail(
    tx,
    {
      emails: config.adminNotifyEmails,
      template_name: 'emailSender_function.html',
      subject,
      data: {
        subject_title: subject,
        salutation: client.salutation,
        client_firstname: client.first_name,
        client_lastname: client.last_name,
        client_email: client.email,
        client_phone: client.handphone_no ? `65${client.handphone_no}` : null,
        phone_verified: client.handphone_verified,
        request_prohelp: q.request_help ? 'Yes' : 'No',
        project_name: notice.projectName,
        property_type: q.property_type,
        new: q.new ? 'New' : 'Resale',
        premium_standard: q.premium_standard,
        property_room: q.property_room,
        prefered_renovation_start_date: q.prefered_renovation_start_date,
        services: services.length > 0 ? services.join(', ') : 'None chosen yet',
        budget: q.budget === null ? null : formatSgd(q.budget),
        keyCollDate: keyCollectionDate(q),
        dnStage: input.dnStage,
        floorplan: floorplanText(files),
        ...(files && files.errors.length > 0 ? { upload_error: files.errors.join('; ') } : {}),
      },
    },
    { publicUrl: config.publicUrl, attachments: files?.attachments ?? [] },
  );
}
