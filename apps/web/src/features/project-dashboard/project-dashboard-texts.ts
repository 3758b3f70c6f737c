/** Texts of the project dashboard (client spec §2 "Project dashboard"). */
export const projectDashboardTexts = {
  title: 'Project Dashboard', // ours: the spec names the page, not its title
  breadcrumbHome: 'Dashboard',
  designNow: 'Design Now',
  filter: 'Filter',
  clearFilter: 'Clear Filter',
  postalCode: 'Postal Code',
  worksAmount: 'Works Amount',
  numbersOnly: 'Numbers only', // ours
  groups: {
    inProgress: 'In Progress',
    draft: 'Draft',
    quotation: 'Quotation',
    completed: 'Completed',
  },
  actions: {
    inProgress: 'Go to Project',
    draft: 'Go to Design Now',
    quotation: 'Proceed to Payment',
    completed: 'View',
  },
  projectId: 'Project ID',
  contractAmount: 'Contract Amount',
  address: 'Address',
  country: 'Country',
  noProjects: 'To create a project, please use Design Now:',
  noMatch: 'No result found. Please try searching with another keyword.',
  loadMore: 'Load More', // the spec's label for the draft listing's next page
  loadFailed: 'Your projects could not be loaded.', // ours
  retry: 'Retry', // ours
} as const;
