// Loaded only when a quotation preview is shown (quotation-pdf-preview.tsx imports it lazily), so
// pdf.js and its worker stay out of every other chunk.
import { GlobalWorkerOptions, getDocument } from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

// The worker is a same-origin file of the build, nothing inline, so the preview
// works under the app's Content-Security-Policy.
GlobalWorkerOptions.workerSrc = workerUrl;

/**
 * Draws every page of a PDF into `container`, one canvas per page, `width` CSS pixels wide (sharp on
 * high-density screens). Answers a function that stops the work and frees the document.
 */
export function renderPdfPages(data: ArrayBuffer, container: HTMLElement, width: number): () => void {
  const task = getDocument({ data: new Uint8Array(data) });
  let isCancelled = false;
  void (async () => {
    const pdf = await task.promise;
    for (let n = 1; n <= pdf.numPages && !isCancelled; n += 1) {
      const page = await pdf.getPage(n);
      const scale = width / page.getViewport({ scale: 1 }).width;
      const ratio = window.devicePixelRatio || 1;
      const viewport = page.getViewport({ scale: scale * ratio });
      const canvas = document.createElement('canvas');
      canvas.width = Math.floor(viewport.width);
      canvas.height = Math.floor(viewport.height);
      canvas.style.width = '100%';
      canvas.style.display = 'block';
      canvas.setAttribute('aria-label', `Page ${n} of ${pdf.numPages}`);
      canvas.setAttribute('role', 'img');
      if (isCancelled) break;
      container.append(canvas);
      await page.render({ canvas, viewport }).promise;
    }
  })().catch(() => {
    // A preview that cannot be drawn leaves the download link, which always works.
  });
  return () => {
    isCancelled = true;
    void task.destroy();
  };
}
