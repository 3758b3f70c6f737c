import sharp from 'sharp';

/**
 * Reads documents back the way a viewer does, with pdf.js (the web app's PDF library) in Node and a
 * prebuilt Skia canvas (@napi-rs/canvas) from the npm registry: no system packages, no system fonts
 * (the documents embed theirs). pdf.js 6 expects two ES2024 built-ins that Node 20 lacks; they are
 * added here, for the tests only.
 */
function polyfillForPdfjs() {
  const promise = Promise as unknown as { withResolvers?: unknown };
  promise.withResolvers ??= function <T>() {
    let resolve!: (v: T) => void;
    let reject!: (e: unknown) => void;
    const p = new Promise<T>((a, b) => {
      resolve = a;
      reject = b;
    });
    return { promise: p, resolve, reject };
  };
  const buffer = ArrayBuffer.prototype as unknown as Record<string, unknown>;
  buffer.transferToFixedLength ??= function (this: ArrayBuffer, length = this.byteLength) {
    const out = new ArrayBuffer(length);
    new Uint8Array(out).set(new Uint8Array(this, 0, Math.min(length, this.byteLength)));
    return out;
  };
  buffer.transfer ??= buffer.transferToFixedLength;
}

async function openPdf(pdf: Buffer) {
  polyfillForPdfjs();
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const task = pdfjs.getDocument({ data: new Uint8Array(pdf), useSystemFonts: false, disableFontFace: true });
  const doc = await task.promise;
  return { doc, close: () => task.destroy() };
}

/** The text of each page, items joined by spaces and runs of whitespace collapsed. */
export async function pdfPagesText(pdf: Buffer): Promise<string[]> {
  const { doc, close } = await openPdf(pdf);
  const pages: string[] = [];
  for (let n = 1; n <= doc.numPages; n += 1) {
    const content = await (await doc.getPage(n)).getTextContent();
    const text = content.items.map((i) => ('str' in i ? i.str : '')).join(' ');
    pages.push(text.replace(/\s+/g, ' ').trim());
  }
  await close();
  return pages;
}

/** Page 1 as a greyscale PNG at `scale` (1 = 72 dpi). */
export async function renderFirstPage(pdf: Buffer, scale = 1): Promise<Buffer> {
  const { doc, close } = await openPdf(pdf);
  const page = await doc.getPage(1);
  const viewport = page.getViewport({ scale });
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  // pdf.js types its canvas as the DOM's; the Skia canvas is drawn on the same way.
  const render = page.render.bind(page) as unknown as (parameters: {
    canvas: unknown;
    canvasContext: unknown;
    viewport: unknown;
  }) => { promise: Promise<void> };
  await render({ canvas, canvasContext: context, viewport }).promise;
  await close();
  const png = await canvas.encode('png');
  return sharp(png).greyscale().png({ compressionLevel: 9, palette: true, colours: 16 }).toBuffer();
}

/**
 * How much two renderings differ: the share of pixels whose grey level differs by more than 64 of 255
 * (anti-aliasing noise stays under it; a moved line of text does not). Different sizes count as 1.
 */
export async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all(
    [a, b].map((png) => sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true })),
  );
  if (!ra || !rb || ra.info.width !== rb.info.width || ra.info.height !== rb.info.height) return 1;
  let differing = 0;
  for (let i = 0; i < ra.data.length; i += 1) {
    if (Math.abs((ra.data[i] ?? 0) - (rb.data[i] ?? 0)) > 64) differing += 1;
  }
  return differing / ra.data.length;
}
