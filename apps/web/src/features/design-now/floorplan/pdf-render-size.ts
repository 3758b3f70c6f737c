/**
 * Longest side of the image a PDF floorplan page becomes. An A4 or A3 plan at 2000 px keeps room names
 * and dimension figures legible when zoomed in the editor, while the JPEG stays well under the 4 MB
 * upload threshold.
 */
export const PDF_LONGEST_SIDE_PX = 2000;

export interface PdfRenderSize {
  /** The factor for pdf.js `getViewport({ scale })`: page units (points) to canvas pixels. */
  scale: number;
  width: number;
  height: number;
}

/**
 * The scale and pixel size that render a page of `width` × `height` points with its longest side at
 * `longestSide` pixels (small pages are enlarged, posters reduced), keeping its proportions. Undefined
 * for a page without a usable size, which only a broken PDF has.
 */
export function pdfRenderSize(
  page: { width: number; height: number },
  longestSide = PDF_LONGEST_SIDE_PX,
): PdfRenderSize | undefined {
  const { width, height } = page;
  if (!(width > 0 && height > 0 && Number.isFinite(width) && Number.isFinite(height))) return undefined;
  const scale = longestSide / Math.max(width, height);
  return {
    scale,
    // A very narrow page still gets a pixel across.
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** "plan.pdf" becomes "plan.jpg": the image keeps the name the client knows the file by. */
export const imageNameOfPdf = (pdfName: string) => `${pdfName.replace(/\.pdf$/i, '') || 'floorplan'}.jpg`;

/** By type, or by name when the system gives no type (some Android file pickers). */
export const isPdfFile = (file: Pick<File, 'type' | 'name'>) =>
  file.type === 'application/pdf' || (file.type === '' && /\.pdf$/i.test(file.name));
