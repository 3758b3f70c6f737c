import { operationsMessages } from '@reno/domain';

/** Texts of the merchant portal (spec "Merchant routes"; issue 12 item 4). "ours" where the spec has none. */
export const merchantTexts = {
  overviewTitle: 'Project Overview',
  incoming: 'Incoming Projects',
  current: 'Current Projects',
  noIncoming: 'No incoming projects', // ours
  noCurrent: 'No current projects', // ours
  loadMore: 'Load More',
  retry: 'Retry',
  client: 'Client',
  address: 'Address',
  postalCode: 'Postal Code',
  services: 'Services',
  amount: 'Amount',
  assignedOn: 'Assigned on', // ours
  open: 'Open',
  status: 'Status',
  details: 'Details',
  scopeOfWork: 'Scope of Work',
  schedule: 'Schedule',
  projectManager: 'Project Manager',
  unitNumber: 'Unit Number',
  accept: 'Accept',
  decline: 'Decline',
  acceptTitle: 'Accept this project?', // ours
  acceptMessage: (services: string) =>
    `You will carry out ${services} on this project. It moves to your current projects.`, // ours
  declineTitle: 'Decline this project?', // ours
  declineReason: 'Reason',
  declineHelp: 'The admin reads this and assigns the service again.', // ours
  cancel: 'Cancel',
  accepted: operationsMessages.serviceAccepted,
  declined: operationsMessages.serviceDeclined,
  milestones: 'Milestones',
  milestoneDate: 'Date',
  advance: (name: string) => `Complete ${name}`, // ours
  advanceTitle: (name: string) => `${name} completed`, // ours
  save: 'Save',
  pending: 'Pending', // ours
  noVariationOrders: 'No Variation Orders',
  noData: 'No Data Found!',
  currentTabs: {
    details: 'Details',
    'variationOrders/merchant-addon': 'Merchant Add-on',
    'variationOrders/client-request': 'Client Request',
    checklists: 'Checklists',
    schedule: 'Schedule',
    transactions: 'Transactions',
    dreamboard: 'Dreamboard',
    'nav-floorplans/floorplans': 'Floorplans',
    'nav-floorplans/special-specification': 'Special Specification',
    perspective: 'Perspective',
    'detailed-drawing': 'Detailed Drawing',
  },
  notShared: 'The client has not shared anything here yet.', // ours
  transactionsTitle: 'Transactions',
  transactionTabs: {
    all: 'All',
    'ongoing-vo': 'Ongoing Variation Orders',
    'service-fee': 'Service Fee',
    completed: 'Completed',
  },
  type: 'Type',
  project: 'Project',
  date: 'Date',
  totalAmount: 'Total Amount',
  calendarTitle: 'Calendar',
  previousWeek: 'Previous week',
  nextWeek: 'Next week',
  thisWeek: 'This week',
  nothingThisDay: 'Nothing scheduled', // ours
  kinds: { meeting: 'Meeting', works: 'Works', other: 'Other' },
  supportTitle: 'Support',
  profileTitle: 'Company Profile', // ours
  saved: operationsMessages.updated,
} as const;
