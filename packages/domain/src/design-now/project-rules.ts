/** Spec §9: "award on first project 300 EZcash". */
export const FIRST_PROJECT_EZCASH = 300;
/** Spec §9: "default stage 5". */
export const DEFAULT_DN_STAGE = 5;
/** Spec §9: Design Now stages at which help is offered by default. */
export const DEFAULT_HELP_STAGES = [3, 4, 5, 6, 6.1, 6.2, 6.3, 7, 11, 12, 13, 14, 18] as const;
/** Spec: the last Design Now stage ("up to 34.1 finished floorplan"). */
export const MAX_DN_STAGE = 34.1;

/** The EZcash category that marks a registration award (spec "EZcash transaction search with category New Register"). */
export const NEW_REGISTER_CATEGORY = 'New Register';

export const designNowMessages = {
  failedToCreateProject:
    'Failed to create project, you can continue but the project might not be saved on your Client Panel',
  projectDeleted: 'Project Deleted Successfully!',
  failedToDeleteProject: 'Failed To Delete Project!',
  noResult: 'No result found. Please try searching with another keyword.',
  searchPlaceholder: 'Search Project By Name',
  createNewProjectTitle: 'Create New Project',
  createNewProjectQuestion: 'Do you want to create a new project?',
} as const;

/** Spec "Design Now stages": "Project stage derived from design stage: 1 below 11, 2 from 11, 3 from 18." */
export function projectStageFromDnStage(dnStage: number): 1 | 2 | 3 {
  if (dnStage >= 18) return 3;
  if (dnStage >= 11) return 2;
  return 1;
}

/**
 * The project stage a Design Now save writes, or undefined when the save must leave stage and phase
 * alone. Spec "Design Now stages": "Project stage derived from design stage: 1 below 11, 2 from 11, 3
 * from 18" describes a project that is still a design. Once a payment is on record (any receipt, any
 * status) or the project has left the design phase, the progressive payments own the stage (client spec
 * §4: "Stage 2 switches the sidebar to the progressive-payment section"; an approval moves it on), so a
 * later Design Now save must not move it back or forth.
 */
export function designNowStageUpdate(
  dnStage: number,
  project: { phase: string; hasPayments: boolean },
): 1 | 2 | 3 | undefined {
  if (project.hasPayments || project.phase !== 'design') return undefined;
  return projectStageFromDnStage(dnStage);
}

/**
 * Spec: "Saving is progressive: below 3 only the project is created; below 4 also the questionnaire; below
 * 18 also floorplans and checkpoint; at 18 or more the item list is also saved."
 */
export function savedParts(dnStage: number) {
  return {
    questionnaire: dnStage >= 3,
    checkpoint: dnStage >= 4,
    items: dnStage >= 18,
  };
}

/** Spec: name is "first name plus Home"; missing first name falls back to the client's record, then "Your". */
export function designNowProjectName(
  firstName: string | null | undefined,
  recordFirstName?: string | null,
): string {
  const name = firstName?.trim() || recordFirstName?.trim() || 'Your';
  return `${name} Home`;
}

/** Spec: "a name of 5 hyphen-separated parts is shown as "{name} Home"" (a generated id-like name). */
export function projectDisplayName(name: string): string {
  return name.split('-').length === 5 ? `${name} Home` : name;
}
