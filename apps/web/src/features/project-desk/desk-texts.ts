import { operationsMessages } from '@reno/domain';

/** Texts of the project desk (issue 12 item 2); "ours" where the spec names no label. */
export const deskTexts = {
  listTitle: 'Project Desk', // ours
  pmListTitle: 'My Projects', // ours
  project: 'Project',
  client: 'Client',
  phase: 'Phase',
  stage: 'Stage',
  postalCode: 'Postal Code',
  worksAmount: 'Works Amount',
  projectManager: 'Project Manager',
  services: 'Services',
  openServices: (open: number, total: number) => `${open} open of ${total}`, // ours
  created: 'Created',
  any: 'Any',
  search: 'Search client (name or e-mail)', // ours
  clearFilter: 'Clear Filter',
  open: 'Open',
  noData: 'No Data Found!',
  tabs: {
    client: 'Client',
    quotation: 'Quotation',
    payments: 'Payments',
    services: 'Services & Merchants',
    schedule: 'Schedule',
    files: 'Files',
  },
  name: 'Name',
  email: 'Email',
  mobile: 'Mobile',
  address: 'Address',
  quotationNo: 'Quotation ID',
  totalAmount: 'Total Amount',
  totalServices: 'Total Services',
  totalAreas: 'Total Areas',
  totalItems: 'Total Items',
  generatedDate: 'Generated Date',
  noQuotation: 'No Data Found!',
  invoice: 'Invoice',
  amount: 'Amount',
  status: 'Status',
  invoiceDate: 'Invoice Date',
  paidDate: 'Paid Date',
  merchant: 'Merchant',
  chooseMerchant: 'Choose merchant', // ours
  assign: 'Assign',
  reassign: 'Reassign', // ours
  declinedBecause: (company: string, reason: string) => `Declined by ${company}: ${reason}`, // ours
  noServices: 'No services yet: they are created when the deposit is approved.', // ours
  assignPm: 'Assign', // ours
  noPm: 'None', // ours
  milestones: 'Milestones',
  meeting: (n: number) => `Meeting ${n}`,
  servicesSchedule: 'Services Schedule',
  addEntry: 'Add Entry', // ours
  remove: 'Remove',
  date: 'Date',
  type: 'Type',
  note: 'Note',
  types: { works: 'Works', other: 'Other' },
  saveSchedule: 'Save Schedule', // ours
  scheduleSaved: operationsMessages.scheduleSaved,
  assigned: operationsMessages.updated,
  uploadTitle: 'Upload File', // ours
  kind: 'Kind', // ours
  area: 'Area',
  description: 'Description',
  chooseFile: 'Choose File',
  upload: 'Upload',
  fileUploaded: operationsMessages.fileUploaded,
  deleteFile: 'Delete',
  deleteTitle: 'Delete this file?', // ours
  deleteMessage: 'The client and the merchants will no longer see it.', // ours
  cancel: 'Cancel',
  retry: 'Retry',
} as const;
