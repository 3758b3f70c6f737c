import { designNowMessages } from '@reno/domain';

export const draftTexts = {
  title: 'Draft Projects',
  back: 'Back',
  search: designNowMessages.searchPlaceholder,
  empty: designNowMessages.noResult,
  loadMore: 'Load More',
  delete: 'Delete',
  deleteTitle: 'Delete Project',
  deleteQuestion: 'Do you want to delete this project?', // ours
  deleted: designNowMessages.projectDeleted,
  deleteFailed: designNowMessages.failedToDeleteProject,
  created: 'Created',
  total: 'Quotation',
  nil: 'NIL',
  goToDesignNow: 'Go to Design Now',
  viewQuotation: 'View Quotation',
  newProject: 'Create New Project',
} as const;
