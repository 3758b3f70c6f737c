import { z } from 'zod';
import { detailTableHtml, detailTableText, paragraphHtml, type DetailRow } from './components.js';
import { renderLayout } from './layout.js';
import { defineTemplate } from './template.js';

const required = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`);

/**
 * Share To Email (issue 17): a client sends their document to someone they type in (a spouse, a
 * parent). The reader is not a user of ours and never asked for this mail, so it says at once who sent
 * it and why, quotes the sender's own words as theirs, and asks nothing of the reader.
 */
const Data = z.object({
  sender_name: required('sender_name'),
  sender_email: required('sender_email'),
  document_title: required('document_title'),
  project_name: required('project_name'),
  total: required('total'),
  message: z.string().trim().default(''),
});

export const documentShare = defineTemplate(Data, (data) => {
  const intro = `${data.sender_name} (${data.sender_email}) shared their renovation ${data.document_title.toLowerCase().startsWith('quotation') ? 'quotation' : 'document'} with you. It is attached to this email as a PDF.`;
  const rows: DetailRow[] = [
    ['Document', data.document_title],
    ['Project', data.project_name],
    ['Total', data.total],
  ];
  const note = data.message ? [`Their message: “${data.message}”`] : [];
  const outro = `You received this email because ${data.sender_name} entered your address. We have not added you to any list and will not write to you again unless someone shares a document with you. To ask about the quotation, reply to ${data.sender_email}.`;
  return renderLayout({
    title: `${data.sender_name} shared a document with you`,
    contentHtml: [
      paragraphHtml('Hello,'),
      paragraphHtml(intro),
      ...note.map(paragraphHtml),
      detailTableHtml(rows),
      paragraphHtml(outro),
    ].join('\n'),
    contentText: ['Hello,', intro, ...note, detailTableText(rows), outro].join('\n\n'),
    // The reader is not our user: no link to sign in or to our site beyond the footer.
    publicUrl: undefined,
  });
});
