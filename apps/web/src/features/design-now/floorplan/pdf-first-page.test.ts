import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { AppError } from '../../../lib/errors';
import { fpTexts as t } from './floorplan-texts';

// pdf.js needs a real canvas and a worker, which jsdom has neither of: it is replaced at the module
// boundary by a one-page document of the given size, and the sizing around it runs for real.
const pdfjs = vi.hoisted(() => {
  const state = {
    page: { width: 595.28, height: 841.89 },
    failWith: null as Error | null,
    render: vi.fn(),
    destroy: vi.fn(),
    data: null as Uint8Array | null,
  };
  const GlobalWorkerOptions = { workerSrc: '' };
  const getDocument = vi.fn(({ data }: { data: Uint8Array }) => {
    state.data = data;
    const page = {
      getViewport: ({ scale }: { scale: number }) => ({
        scale,
        width: state.page.width * scale,
        height: state.page.height * scale,
      }),
      render: (params: unknown) => {
        state.render(params);
        return { promise: Promise.resolve() };
      },
    };
    const promise = state.failWith
      ? Promise.reject(state.failWith)
      : Promise.resolve({ getPage: (n: number) => Promise.resolve({ ...page, pageNumber: n }) });
    return { promise, destroy: () => Promise.resolve(state.destroy()) };
  });
  return { state, GlobalWorkerOptions, getDocument };
});

vi.mock('pdfjs-dist', () => ({
  getDocument: pdfjs.getDocument,
  GlobalWorkerOptions: pdfjs.GlobalWorkerOptions,
}));
vi.mock('pdfjs-dist/build/pdf.worker.min.mjs?url', () => ({ default: '/assets/pdf.worker.min.mjs' }));

const { pdfFirstPageAsImage } = await import('./pdf-first-page');

const pdfFile = (name = 'hdb-plan.pdf') =>
  new File([new Uint8Array([0x25, 0x50, 0x44, 0x46])], name, { type: 'application/pdf' });

/** What pdf.js rejects with after its worker: an error known by its name. */
const pdfError = (name: string, message: string) => Object.assign(new Error(message), { name });

let blobOut: Blob | null;
let toBlob: Mock<HTMLCanvasElement['toBlob']>;

beforeEach(() => {
  pdfjs.state.page = { width: 595.28, height: 841.89 };
  pdfjs.state.failWith = null;
  pdfjs.state.render.mockClear();
  pdfjs.state.destroy.mockClear();
  blobOut = new Blob(['jpeg bytes'], { type: 'image/jpeg' });
  toBlob = vi.fn<HTMLCanvasElement['toBlob']>((callback) => callback(blobOut));
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(toBlob);
});
afterEach(() => vi.restoreAllMocks());

describe('pdfFirstPageAsImage', () => {
  it('loads its worker from the bundled worker file', () => {
    expect(pdfjs.GlobalWorkerOptions.workerSrc).toBe('/assets/pdf.worker.min.mjs');
  });

  it('renders page 1 of an A4 plan at 1414 × 2000 px and answers it as a JPEG named after the PDF', async () => {
    const image = await pdfFirstPageAsImage(pdfFile());
    expect(Array.from(pdfjs.state.data ?? [])).toEqual([0x25, 0x50, 0x44, 0x46]);
    expect(pdfjs.state.render).toHaveBeenCalledTimes(1);
    const params = pdfjs.state.render.mock.calls[0]?.[0] as {
      canvas: HTMLCanvasElement;
      viewport: { scale: number };
    };
    expect(params.viewport.scale).toBeCloseTo(2000 / 841.89, 10);
    expect([params.canvas.width, params.canvas.height]).toEqual([1414, 2000]);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.92);
    expect(image).toBeInstanceOf(File);
    expect(image.name).toBe('hdb-plan.jpg');
    expect(image.type).toBe('image/jpeg');
    expect(await image.text()).toBe('jpeg bytes');
    expect(pdfjs.state.destroy).toHaveBeenCalledTimes(1);
  });

  it('renders a landscape page landscape', async () => {
    pdfjs.state.page = { width: 1190.55, height: 841.89 };
    await pdfFirstPageAsImage(pdfFile());
    const { canvas } = pdfjs.state.render.mock.calls[0]?.[0] as { canvas: HTMLCanvasElement };
    expect([canvas.width, canvas.height]).toEqual([2000, 1414]);
  });

  it('says so when the PDF is protected with a password', async () => {
    pdfjs.state.failWith = pdfError('PasswordException', 'No password given');
    const error = await pdfFirstPageAsImage(pdfFile()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).message).toBe(t.pdfEncrypted);
    expect(pdfjs.state.destroy).toHaveBeenCalledTimes(1);
  });

  it('says the PDF could not be read when it is broken, has no usable page, or cannot be drawn', async () => {
    pdfjs.state.failWith = pdfError('InvalidPDFException', 'Invalid PDF structure.');
    await expect(pdfFirstPageAsImage(pdfFile())).rejects.toThrow(t.pdfBroken);

    pdfjs.state.failWith = null;
    pdfjs.state.page = { width: 0, height: 0 };
    await expect(pdfFirstPageAsImage(pdfFile())).rejects.toThrow(t.pdfBroken);
    expect(pdfjs.state.render).not.toHaveBeenCalled();

    pdfjs.state.page = { width: 595.28, height: 841.89 };
    blobOut = null;
    await expect(pdfFirstPageAsImage(pdfFile())).rejects.toThrow(t.pdfBroken);
    expect(pdfjs.state.destroy).toHaveBeenCalledTimes(3);
  });
});
