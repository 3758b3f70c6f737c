import type { DocumentRecipient } from '../document-model.js';
import type { Block } from './document-pdf.js';

/** The client's block: name, then how to reach them. */
export const recipientBlock = (heading: string, r: DocumentRecipient): Block => ({
  heading,
  lines: [r.name, r.email, ...(r.phone ? [r.phone] : [])],
});
