import {
  type ClientLookupResult,
  type CreatePmProject,
  CreateDesignNowProject,
  DN_STAGE_OF_STEP,
  type PmProjectCreated,
  SET_PASSWORD_TTL_MS,
  type SessionUser,
  accountMessages,
  designNowProjectName,
  isSgMobile,
  operationsMessages as m,
} from '@reno/domain';
import type { AppContext } from '../../app-context.js';
import type { DbOrTx } from '../../db/client.js';
import { uniqueViolation } from '../../platform/db-errors.js';
import { AppError } from '../../platform/errors.js';
import { enqueueEmail } from '../../platform/outbox/enqueue.js';
import { issueAccountToken } from '../accounts/account-tokens.js';
import { getClientProfile } from '../accounts/profile.service.js';
import {
  createInvitedClient,
  findActiveClient,
  userContactsByIds,
} from '../accounts/user-directory.service.js';
import { loadCatalogue } from '../catalogue/catalogue.service.js';
import { notifyAdmins, notifyUser } from '../notifications/notifications.service.js';
import {
  findProjectCreatedBy,
  projectQuotationRecord,
  setStaffProjectDetails,
} from '../projects/project-records.service.js';
import { writeNewDesignNowProject } from '../projects/projects.service.js';
import { webLink } from './links.js';

/** An e-mail (lower-cased) or an 8-digit mobile (also as 65 + mobile); anything else is refused. */
function parseIdentity(identity: string): { email: string } | { handphoneNo: string } {
  const text = identity.trim();
  const mobile = /^65\d{8}$/.test(text) ? text.slice(2) : text;
  if (isSgMobile(mobile)) return { handphoneNo: mobile };
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text)) return { email: text.toLowerCase() };
  throw new AppError('BAD_REQUEST', m.clientIdentityInvalid, [
    { field: 'identity', message: m.clientIdentityInvalid },
  ]);
}

const findClient = (db: DbOrTx, identity: string) => findActiveClient(db, parseIdentity(identity));

/** GET /pm/clients/lookup: the client a project manager is about to create a project for. */
export async function lookupClient(db: DbOrTx, identity: string): Promise<ClientLookupResult> {
  const row = await findClient(db, identity);
  if (!row) throw new AppError('NOT_FOUND', m.clientNotFound);
  return {
    _id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    email: row.email,
    handphone_no: row.handphoneNo,
  };
}

/**
 * POST /pm/projects (public spec "project_manager goes to add-project"): in one transaction, the client
 * (found, or created and invited), the Design Now project with its questionnaire and, when areas and
 * choices are given, its quotation priced by the engine, the address, and the project manager on it.
 * The creation key makes a double submission answer with the first project.
 */
export async function createPmProject(
  ctx: AppContext,
  pm: SessionUser,
  input: CreatePmProject,
): Promise<PmProjectCreated> {
  const db = ctx.database.db;
  const existingClient =
    input.client.mode === 'existing' ? await findClient(db, input.client.identity) : undefined;
  if (input.client.mode === 'existing' && !existingClient)
    throw new AppError('BAD_REQUEST', m.clientNotFound, [
      { field: 'client.identity', message: m.clientNotFound },
    ]);
  const repeat = await findPmProject(db, pm, input.creation_key);
  if (repeat) return repeat;
  const catalogue = await loadCatalogue(db);
  const hasQuotation = (input.checkpoint?.choices.length ?? 0) > 0;
  const designInput = CreateDesignNowProject.parse({
    creation_key: input.creation_key,
    dnStage: hasQuotation ? DN_STAGE_OF_STEP.quotation : DN_STAGE_OF_STEP.questionnaire,
    questionnaire: input.questionnaire,
    checkpoint: {
      ...(input.checkpoint ?? {}),
      step: hasQuotation ? 'quotation' : 'questionnaire',
    },
  });
  try {
    const created = await db.transaction(async (tx) => {
      const invited = input.client.mode === 'new';
      const clientId =
        existingClient?.id ??
        (await createInvitedClient(tx, input.client as Extract<CreatePmProject['client'], { mode: 'new' }>));
      const client = await getClientProfile(tx, clientId);
      const name = input.name?.trim() || designNowProjectName(undefined, client.first_name);
      const project = await writeNewDesignNowProject(tx, ctx, {
        clientId,
        client,
        name,
        input: designInput,
        catalogue,
        files: null,
      });
      await setStaffProjectDetails(tx, project.id, {
        renovationAddress: input.renovation_address,
        renovationPostalCode: input.renovation_postal_code,
        renovationUnitNumber: input.renovation_unit_number || null,
        projectManagerId: pm._id,
        createdBy: pm._id,
      });
      const managerName = `${pm.first_name} ${pm.last_name}`.trim();
      const address = [input.renovation_address, input.renovation_unit_number, input.renovation_postal_code]
        .filter(Boolean)
        .join(' ');
      await notifyUser(tx, clientId, {
        action: 'project_created',
        content: `${managerName} created the project ${name} for ${address}.`,
        projectId: project.id,
      });
      await notifyAdmins(tx, {
        action: 'project_created',
        content: `${managerName} created the project ${name} for ${client.first_name} ${client.last_name}.`,
        clientId,
        projectId: project.id,
      });
      if (invited) {
        const token = await issueAccountToken(tx, clientId, 'set_password', SET_PASSWORD_TTL_MS);
        await enqueueEmail(
          tx,
          {
            email: client.email,
            template_name: 'client_invitation',
            subject: 'Your renovation project is waiting for you',
            data: {
              first_name: client.first_name,
              project_name: name,
              manager_name: managerName,
              address,
              link: `${webLink(ctx, '/set-password')}?token=${encodeURIComponent(token)}`,
            },
          },
          { publicUrl: ctx.config.publicUrl },
        );
      } else {
        await enqueueEmail(
          tx,
          {
            email: client.email,
            template_name: 'client_project_created',
            subject: `Your new renovation project: ${name}`,
            data: {
              first_name: client.first_name,
              project_name: name,
              manager_name: managerName,
              address,
              link: webLink(ctx, '/client-dashboard'),
            },
          },
          { publicUrl: ctx.config.publicUrl },
        );
      }
      return { id: project.id, clientId, invited, name };
    });
    const quotation = await projectQuotationRecord(db, created.id);
    return {
      _id: created.id,
      name: created.name,
      client_id: created.clientId,
      client_invited: created.invited,
      quotation_total: quotation?.totalAmount ?? null,
    };
  } catch (e) {
    const constraint = uniqueViolation(e);
    if (constraint?.includes('creation_key')) {
      const winner = await findPmProject(db, pm, input.creation_key);
      if (winner) return winner;
    }
    if (constraint?.includes('email'))
      throw new AppError('CONFLICT', accountMessages.emailTaken, [
        { field: 'client.email', message: accountMessages.emailTaken },
      ]);
    if (constraint?.includes('handphone'))
      throw new AppError('CONFLICT', accountMessages.phoneTaken, [
        { field: 'client.handphone_no', message: accountMessages.phoneTaken },
      ]);
    throw e;
  }
}

/** The project this project manager already created with this creation key (a repeated submit). */
async function findPmProject(
  db: DbOrTx,
  pm: SessionUser,
  creationKey: string,
): Promise<PmProjectCreated | null> {
  const row = await findProjectCreatedBy(db, pm._id, creationKey);
  if (!row) return null;
  const client = (await userContactsByIds(db, [row.project.clientId])).get(row.project.clientId);
  return {
    _id: row.project.id,
    name: row.project.name,
    client_id: row.project.clientId,
    client_invited: client ? !client.hasPassword : false,
    quotation_total: row.total ?? null,
  };
}
