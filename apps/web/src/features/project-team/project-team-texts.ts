/** Texts of the client's merchants page and special-specification tab (client spec "Payment panel"). */
export const projectTeamTexts = {
  merchantsTitle: 'Merchants',
  specTitle: 'Special Specification',
  filter: 'Filter',
  clearFilter: 'Clear Filter',
  searchBy: 'Search by', // ours
  searchFields: { services: 'Services', company_name: 'Company Name', specialization: 'Specialization' },
  search: 'Search',
  services: 'Services',
  status: 'Status',
  companyName: 'Company Name',
  specialization: 'Specialization',
  description: 'Description',
  contactName: 'Contact',
  phone: 'Phone',
  email: 'Email',
  details: 'Details',
  close: 'Close',
  area: 'Area',
  uploaded: 'Uploaded', // ours
  open: 'Open',
  download: 'Download',
  noData: 'No Data Found!',
  noMatch: 'No result found. Please try searching with another keyword.',
} as const;
