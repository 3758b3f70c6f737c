/** Labels of the Design Now property questionnaire (shared by Design Now and the PM's Add Project). */
export const questionnaireTexts = {
  propertyType: 'Property Type',
  newOrResale: 'New or Resale',
  newFlat: 'New',
  resale: 'Resale',
  premium: 'Premium',
  rooms: 'Rooms',
  designStyle: 'Design Style',
  keyCollection: 'Key Collection',
  quarter: 'Quarter',
  year: 'Year',
  startDate: 'Preferred Renovation Start Date',
  budget: 'Budget (S$)',
  requestHelp: 'I would like a renovation consultant to help me',
} as const;
