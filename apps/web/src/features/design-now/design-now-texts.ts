import { designNowMessages } from '@reno/domain';
import { questionnaireTexts } from '../../components/questionnaire/questionnaire-texts';

/** The Design Now screens' words; spec words where the spec has them, "ours" otherwise. */
export const dnTexts = {
  ...designNowMessages,
  title: 'Design Now',
  beta: 'BETA',
  steps: { questionnaire: 'Your Home', areas: 'Areas', scope: 'Scope of Work', quotation: 'Quotation' },
  next: 'Next',
  back: 'Back',
  ...questionnaireTexts,
  addArea: 'Add Area',
  areaName: 'Area Name',
  areaType: 'Area Type',
  floorArea: 'Floor Area (sqft)',
  sizeRange: ({ min, max }: { min: number; max: number }) => `${min} to ${max} sqft`,
  perimeter: 'Wall Length (ft)',
  removeArea: 'Remove area',
  resetLayout: 'Use Standard Layout',
  units: 'Units',
  wholeHouse: 'For Whole House',
  noServices: 'No services for this area',
  saveProject: 'Save Project',
  saving: 'Saving…',
  saved: 'Project saved to your Client Panel',
  /** Decision 022: ours (the spec has no words for a service withdrawn from a saved draft). */
  withdrawnChoices:
    'Some services you chose are no longer offered for these areas and are left out of your quotation; your other choices are kept.',
  savedWithEzcash: (ezcash: number) => `Project saved to your Client Panel. You earned ${ezcash} EZcash!`,
  signInToSave: 'Sign in or register to save your project',
  viewDrafts: 'Draft Projects',
  startOver: 'Start Over',
  startOverQuestion:
    'Clear your answers, areas and scope in this browser? A saved project stays in Draft Projects.',
  loading: 'Loading the price list…',
  catalogueError: 'Failed to load the price list',
  retry: 'Retry',
  estimate: 'This is an instant estimate; final prices are confirmed after site measurement.',
} as const;
