import {
  TOOLTIP_CODES,
  projectInformationMessages,
  type ProjectInformation,
  type RenovationLocation,
} from '@reno/domain';
import type { Db } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { clientProfileFromJson } from '../accounts/accounts.subqueries.js';
import { loadTooltips } from '../catalogue/catalogue.service.js';
import { ezcashTotalEarnedFromJson } from '../rewards/rewards.subqueries.js';
import { updateRenovationLocation } from './project-area.repo.js';
import { findOwnProject, findOwnProjectInformation } from './projects.repo.js';

async function ownProject(db: Db, clientId: string, projectId: string) {
  const project = await findOwnProject(db, clientId, projectId);
  // Another client's project answers as missing, so ids cannot be probed.
  if (!project) throw new AppError('NOT_FOUND');
  return project;
}

/**
 * Client spec "Project information": the four cards, tooltips T001 to T014 and the stage. The project,
 * the client's profile and EZcash come in one statement (decision 025); tooltips are cached.
 */
export async function getProjectInformation(
  db: Db,
  clientId: string,
  projectId: string,
): Promise<ProjectInformation> {
  const [own, tooltips] = await Promise.all([
    findOwnProjectInformation(db, clientId, projectId),
    loadTooltips(db, TOOLTIP_CODES),
  ]);
  // Another client's project answers as missing, so ids cannot be probed.
  if (!own?.client) throw new AppError('NOT_FOUND');
  const { project, quotation } = own;
  const client = clientProfileFromJson(own.client);
  return {
    project: {
      _id: project.id,
      name: project.name,
      stage: project.stage,
      phase: project.phase,
      canvas: project.canvas,
      renovation_address: project.renovationAddress,
      renovation_postal_code: project.renovationPostalCode,
      renovation_country: project.renovationCountry,
    },
    client: {
      salutation: client.salutation,
      first_name: client.first_name,
      last_name: client.last_name,
      handphone_no: client.handphone_no,
      email: client.email,
      billing_address: client.billing_address,
      postal_code: client.postal_code,
    },
    // Decision 016: the card's total earned is the ledger's, so the 300 first-project award shows.
    ezcash_total: ezcashTotalEarnedFromJson(own.ezcash),
    quotation: quotation
      ? {
          _id: quotation.id,
          quotation_no: quotation.quotationNo,
          total_amount: quotation.totalAmount,
          generated_date: project.quotationGeneratedDate?.toISOString() ?? null,
        }
      : null,
    tooltips,
  };
}

/** Renovation Location card: the only part of the page the client edits (spec §5 for the postal code). */
export async function saveRenovationLocation(
  db: Db,
  clientId: string,
  projectId: string,
  input: RenovationLocation,
): Promise<ProjectInformation> {
  await ownProject(db, clientId, projectId);
  const saved = await updateRenovationLocation(db, clientId, projectId, {
    address: input.renovation_address,
    postalCode: input.renovation_postal_code,
  });
  if (!saved) throw new AppError('NOT_FOUND', projectInformationMessages.saveFailed);
  return getProjectInformation(db, clientId, projectId);
}
