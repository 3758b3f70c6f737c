import { describe, expect, it } from 'vitest';
import { imageNameOfPdf, isPdfFile, PDF_LONGEST_SIDE_PX, pdfRenderSize } from './pdf-render-size';

const A4 = { width: 595.28, height: 841.89 };

describe('pdfRenderSize', () => {
  it('renders an A4 page with its longest side at 2000 px, keeping its proportions', () => {
    expect(PDF_LONGEST_SIDE_PX).toBe(2000);
    const portrait = pdfRenderSize(A4);
    expect(portrait).toEqual({ scale: 2000 / 841.89, width: 1414, height: 2000 });
    const landscape = pdfRenderSize({ width: A4.height, height: A4.width });
    expect(landscape).toMatchObject({ width: 2000, height: 1414 });
  });

  it('enlarges a small page and reduces a poster to the same longest side', () => {
    expect(pdfRenderSize({ width: 200, height: 100 })).toEqual({ scale: 10, width: 2000, height: 1000 });
    // A0 in points: 2384 × 3370.
    const a0 = pdfRenderSize({ width: 2384, height: 3370 });
    expect(a0?.scale).toBeLessThan(1);
    expect(a0).toMatchObject({ width: 1415, height: 2000 });
  });

  it('takes another longest side and never answers a zero-pixel side', () => {
    expect(pdfRenderSize(A4, 1000)).toMatchObject({ width: 707, height: 1000 });
    expect(pdfRenderSize({ width: 10_000, height: 1 })).toMatchObject({ width: 2000, height: 1 });
  });

  it('answers nothing for a page without a usable size', () => {
    for (const page of [
      { width: 0, height: 842 },
      { width: 595, height: -1 },
      { width: Number.NaN, height: 842 },
      { width: Number.POSITIVE_INFINITY, height: 842 },
    ])
      expect(pdfRenderSize(page)).toBeUndefined();
  });
});

describe('PDF file helpers', () => {
  it('names the image after the PDF', () => {
    expect(imageNameOfPdf('HDB plan.pdf')).toBe('HDB plan.jpg');
    expect(imageNameOfPdf('plan.PDF')).toBe('plan.jpg');
    expect(imageNameOfPdf('.pdf')).toBe('floorplan.jpg');
  });

  it('knows a PDF by its type, or by its name when there is no type', () => {
    expect(isPdfFile({ type: 'application/pdf', name: 'x' })).toBe(true);
    expect(isPdfFile({ type: '', name: 'plan.pdf' })).toBe(true);
    expect(isPdfFile({ type: 'image/png', name: 'plan.pdf' })).toBe(false);
    expect(isPdfFile({ type: '', name: 'plan.png' })).toBe(false);
  });
});
