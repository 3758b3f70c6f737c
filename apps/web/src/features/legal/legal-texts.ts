/** Spec "Public routes": /terms&condition and /terms&condition/{title} (e.g. privacy_policy). */
export const TERMS_PATH = '/terms&condition';
export const TERMS_MAIN_SLUG = 'terms_of_use';
export const termsDocumentPath = (slug: string) => `${TERMS_PATH}/${slug}`;

export const legalTexts = {
  otherDocuments: 'Other policies',
} as const;
