// Loaded only when a PDF is chosen (upload-step.tsx imports it lazily), so pdf.js and its worker stay
// out of every other chunk.
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { AppError } from '../../../lib/errors';
import { fpTexts as t } from './floorplan-texts';
import { imageNameOfPdf, pdfRenderSize } from './pdf-render-size';

GlobalWorkerOptions.workerSrc = workerUrl;

/** JPEG keeps a scanned page small; at this quality line drawings and figures stay crisp. */
const JPEG_QUALITY = 0.92;

/** pdf.js errors cross its worker as plain objects with a name, so the name is what can be relied on. */
const errorName = (e: unknown) =>
  typeof e === 'object' && e !== null && 'name' in e && typeof e.name === 'string' ? e.name : '';

function toUserError(e: unknown): AppError {
  if (e instanceof AppError) return e;
  if (errorName(e) === 'PasswordException') return new AppError(t.pdfEncrypted, { cause: e });
  return new AppError(t.pdfBroken, { cause: e });
}

const canvasToBlob = (canvas: HTMLCanvasElement) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));

/**
 * Issue 5: "the first page of a PDF rendered to an image". Answers page 1 as a JPEG file, its longest
 * side {@link PDF_LONGEST_SIDE_PX}, ready for the same upload and crop as a photographed plan. A
 * password-protected or unreadable PDF fails with a message for the user.
 */
export async function pdfFirstPageAsImage(file: File): Promise<File> {
  const task = getDocument({ data: new Uint8Array(await file.arrayBuffer()) });
  try {
    const pdf = await task.promise;
    const page = await pdf.getPage(1);
    const size = pdfRenderSize(page.getViewport({ scale: 1 }));
    if (!size) throw new AppError(t.pdfBroken);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    await page.render({ canvas, viewport: page.getViewport({ scale: size.scale }) }).promise;
    const blob = await canvasToBlob(canvas);
    if (!blob) throw new AppError(t.pdfBroken);
    return new File([blob], imageNameOfPdf(file.name), { type: 'image/jpeg' });
  } catch (e) {
    throw toUserError(e);
  } finally {
    // Ends the worker's copy of the document; a second PDF starts clean.
    await task.destroy();
  }
}
