/** Client spec: /main-project/{id} and /other-project/{id} have the same child pages. */
export type ProjectArea = 'main-project' | 'other-project';

export const projectAreaOf = (pathname: string): ProjectArea =>
  pathname.startsWith('/other-project/') ? 'other-project' : 'main-project';

export const projectPath = (area: ProjectArea, projectId: string) =>
  `/${area}/${encodeURIComponent(projectId)}`;
export const quotationPath = (area: ProjectArea, projectId: string) =>
  `${projectPath(area, projectId)}/quotation`;

export const PROFILE_PATH = '/dashboard/client/profile';
