import {
  formatSgd,
  keyCollectionDate,
  type ClientProfile,
  type Quotation,
  type SaveDesignNowProject,
} from '@reno/domain';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';

export const NEW_PROJECT_SUBJECT = 'New Design Now Project';

/**
 * Spec "Project notification fields: property_type, new, premium_standard, property_room,
 * prefered_renovation_start_date, services, budget; keyCollDate from a checkpoint record", sent to the
 * admins in the creating transaction. The no-floor-plan path uploads no floorplan, so the mail says so in
 * the place where the upload error would be written.
 */
export async function enqueueProjectNotification(
  tx: Tx,
  config: Config,
  client: ClientProfile,
  projectName: string,
  input: SaveDesignNowProject,
  quotation: Quotation,
) {
  const q = input.questionnaire;
  const services = [...new Set(quotation.items.map((i) => i.services))];
  const floorplan =
    input.checkpoint.floorplan === undefined ? 'No floorplan uploaded' : 'Floorplan drawn in the editor';
  await enqueueEmail(
    tx,
    {
      emails: config.adminNotifyEmails,
      template_name: 'emailSender_function.html',
      subject: NEW_PROJECT_SUBJECT,
      data: {
        subject_title: NEW_PROJECT_SUBJECT,
        salutation: client.salutation,
        client_firstname: client.first_name,
        client_lastname: client.last_name,
        client_email: client.email,
        client_phone: client.handphone_no ? `65${client.handphone_no}` : null,
        phone_verified: client.handphone_verified,
        request_prohelp: q.request_help ? 'Yes' : 'No',
        project_name: projectName,
        property_type: q.property_type,
        new: q.new ? 'New' : 'Resale',
        premium_standard: q.premium_standard,
        property_room: q.property_room,
        prefered_renovation_start_date: q.prefered_renovation_start_date,
        services: services.length > 0 ? services.join(', ') : 'None chosen yet',
        budget: q.budget === null ? null : formatSgd(q.budget),
        keyCollDate: keyCollectionDate(q),
        floorplan,
      },
    },
    { publicUrl: config.publicUrl },
  );
}
