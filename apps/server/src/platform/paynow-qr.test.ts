import { buildPayNowPayload, paymentMessages } from '@reno/domain';
import QRCode from 'qrcode';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import {
  PAYNOW_QR_ERROR_CORRECTION,
  PAYNOW_QR_MARGIN,
  PAYNOW_QR_PNG_WIDTH,
  payNowQrPngDataUrl,
  payNowQrSvg,
  renderPayNowQr,
} from './paynow-qr.js';

const input = {
  uen: '201207337D',
  amountCents: 15_000,
  reference: 'INV-000123',
  merchantName: 'Reno Pte Ltd',
};
const payload = buildPayNowPayload(input);
/** Modules per side of the QR symbol for this payload; the image must be drawn on exactly this grid. */
const modules = QRCode.create(payload, { errorCorrectionLevel: PAYNOW_QR_ERROR_CORRECTION }).modules.size;

describe('PayNow QR image', () => {
  it('renders a PNG data URL that decodes as a square image of the requested width with dark and light pixels', async () => {
    const url = await payNowQrPngDataUrl(payload);
    expect(url.startsWith('data:image/png;base64,')).toBe(true);
    const png = Buffer.from(url.slice('data:image/png;base64,'.length), 'base64');
    expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
    const image = sharp(png);
    const meta = await image.metadata();
    expect(meta.format).toBe('png');
    expect(meta.width).toBe(PAYNOW_QR_PNG_WIDTH);
    expect(meta.height).toBe(PAYNOW_QR_PNG_WIDTH);
    const stats = await image.stats();
    const red = stats.channels[0]!;
    expect(red.min).toBe(0);
    expect(red.max).toBe(255);
  });

  it('renders an SVG whose grid is the QR symbol of the payload plus the quiet zone', async () => {
    const svg = await payNowQrSvg(payload);
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    const side = modules + 2 * PAYNOW_QR_MARGIN;
    expect(svg).toContain(`viewBox="0 0 ${side} ${side}"`);
    expect(svg).toMatch(/<path[^>]+d="M/);
  });

  it('a longer payload needs a bigger symbol, so the image really encodes the payload', async () => {
    const longer = buildPayNowPayload({
      ...input,
      reference: 'INV-0000000000000000000',
      merchantName: 'Reno Interior Design Pte',
    });
    const side = (svg: string) => Number(/viewBox="0 0 (\d+)/.exec(svg)![1]);
    expect(side(await payNowQrSvg(longer))).toBeGreaterThan(side(await payNowQrSvg(payload)));
  });

  it('builds and draws in one call', async () => {
    const result = await renderPayNowQr(input, 'svg');
    expect(result.payload).toBe(payload);
    expect(result.image).toContain('<svg');
    expect((await renderPayNowQr(input, 'png')).image.startsWith('data:image/png;base64,')).toBe(true);
  });

  it('refuses a payload with a wrong CRC and bad input, with the spec message', async () => {
    const broken = payload.replace('150.00', '950.00');
    await expect(payNowQrSvg(broken)).rejects.toThrow(AppError);
    await expect(payNowQrPngDataUrl(broken)).rejects.toThrow(paymentMessages.qrCodeFailed);
    await expect(renderPayNowQr({ ...input, uen: 'not-a-uen' }, 'png')).rejects.toThrow(
      'Error generating QR code',
    );
  });
});
