import { company, type RenovationGuide, renovationGuide } from '@reno/domain';
import PDFDocument from 'pdfkit';

const BRAND_RED = '#c8102e';
const TEXT = '#222222';
const MUTED = '#555555';
const MARGIN = 56;

/** The guide as an A4 PDF: a cover, then each section with its paragraphs and check boxes. */
export function renderGuidePdf(guide: RenovationGuide): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: { Title: guide.title, Author: company.name, Subject: guide.subtitle },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const width = doc.page.width - MARGIN * 2;

  // Cover.
  doc.rect(0, 0, doc.page.width, 12).fill(BRAND_RED);
  doc.moveDown(8);
  doc.font('Helvetica-Bold').fontSize(30).fillColor(TEXT).text(guide.title, { width });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(15).fillColor(MUTED).text(guide.subtitle, { width });
  doc.moveDown(2);
  doc.fontSize(11).fillColor(TEXT).text(guide.intro, { width, lineGap: 3 });
  doc.moveDown(2);
  doc.font('Helvetica-Bold').fontSize(12).text('Contents');
  doc.font('Helvetica').fontSize(11);
  for (const section of guide.sections) doc.text(section.heading, { lineGap: 2 });
  doc.addPage();

  for (const section of guide.sections) {
    // A heading never sits alone at the foot of a page.
    if (doc.y > doc.page.height - MARGIN - 140) doc.addPage();
    else if (doc.y > MARGIN) doc.moveDown(1.5);
    doc
      .font('Helvetica-Bold')
      .fontSize(16)
      .fillColor(BRAND_RED)
      .text(section.heading, MARGIN, doc.y, { width });
    doc.moveDown(0.5);
    doc.font('Helvetica').fontSize(11).fillColor(TEXT);
    for (const paragraph of section.paragraphs) {
      doc.text(paragraph, MARGIN, doc.y, { width, lineGap: 3 });
      doc.moveDown(0.6);
    }
    if (section.checklist?.length) {
      doc.font('Helvetica-Bold').fontSize(11).text('Checklist', MARGIN, doc.y);
      doc.moveDown(0.3);
      doc.font('Helvetica');
      for (const item of section.checklist) {
        if (doc.y > doc.page.height - MARGIN - 20) doc.addPage();
        const y = doc.y;
        doc
          .lineWidth(1)
          .strokeColor(MUTED)
          .rect(MARGIN + 2, y + 1, 9, 9)
          .stroke();
        doc.fillColor(TEXT).text(item, MARGIN + 20, y, { width: width - 20 });
        doc.moveDown(0.3);
      }
    }
  }
  doc.addPage();
  doc.font('Helvetica-Bold').fontSize(16).fillColor(BRAND_RED).text('Next step', MARGIN, MARGIN, { width });
  doc.moveDown(0.5);
  doc.font('Helvetica').fontSize(11).fillColor(TEXT).text(guide.closing, { width, lineGap: 3 });
  doc.moveDown();
  doc.text(`${company.name} · ${company.email}`, { width });

  // Page numbers, once every page exists.
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i += 1) {
    doc.switchToPage(i);
    // The footer sits in the bottom margin: without this pdfkit would start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(MUTED)
      .text(`${guide.title} · ${i + 1} / ${count}`, MARGIN, doc.page.height - MARGIN + 20, {
        width,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  return done;
}

let cached: Promise<Buffer> | undefined;

/**
 * The e-book, rendered on first request and kept: the guide only changes with a deploy, and every
 * process renders the same bytes, so nothing needs storing. A failed render is not kept.
 */
export function ebookPdf(): Promise<Buffer> {
  cached ??= renderGuidePdf(renovationGuide).catch((e: unknown) => {
    cached = undefined;
    throw e;
  });
  return cached;
}
