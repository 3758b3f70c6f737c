/** Spec client routes: /main-project/{id} and /other-project/{id} share their child pages. */
export type ProjectRoot = 'main-project' | 'other-project';

export const progressivePaymentPath = (projectId: string, root: ProjectRoot = 'main-project') =>
  `/${root}/${encodeURIComponent(projectId)}/transactions/progressive-payment`;
export const completedPaymentsPath = (projectId: string, root: ProjectRoot = 'main-project') =>
  `/${root}/${encodeURIComponent(projectId)}/transactions/completed`;
export const quotationPath = (projectId: string, root: ProjectRoot = 'main-project') =>
  `/${root}/${encodeURIComponent(projectId)}/quotation`;

/** The root of the current location, so links stay under /other-project when the client came that way. */
export const rootOf = (pathname: string): ProjectRoot =>
  pathname.startsWith('/other-project/') ? 'other-project' : 'main-project';
/** Issue 13: the Variation Order tab of the payment panel. */
export const variationOrderPath = (projectId: string, root: ProjectRoot = 'main-project') =>
  `/${root}/${encodeURIComponent(projectId)}/transactions/variation-order`;
