import PDFDocument from 'pdfkit';

/**
 * A one-page landscape A4 floorplan drawn as vector lines, like a developer's PDF: the outer walls and
 * one partition. With `userPassword` the PDF is encrypted and cannot be opened without it. Built with
 * pdfkit, which the server uses for its own PDFs, so the test needs no binary fixture.
 */
export function floorplanPdf(options: { userPassword?: string } = {}): Promise<Buffer> {
  const doc = new PDFDocument({ size: [842, 595], margin: 0, ...options });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  doc.lineWidth(6).rect(100, 100, 600, 380).stroke();
  doc.moveTo(400, 100).lineTo(400, 480).stroke();
  doc.end();
  return done;
}
