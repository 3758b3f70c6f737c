/**
 * Where a draft's card leads. A module of its own, without the draft listing's schema, so the client
 * dashboard's carousel links there without loading zod (issue 19).
 */
export const designNowProjectPath = (projectId: string) =>
  `/design-now-2?project=${encodeURIComponent(projectId)}`;
export const quotationProgressPath = (projectId: string) =>
  `/quotation-progress/${encodeURIComponent(projectId)}`;
