import {
  buildPayNowPayload,
  hasValidPayNowCrc,
  paymentMessages,
  type PayNowPayloadInput,
} from '@reno/domain';
import QRCode, { type QRCodeErrorCorrectionLevel } from 'qrcode';
import { AppError } from './errors.js';

/**
 * Renders the PayNow (SGQR) payload from the domain as a QR image for the checkout and the payment
 * modal (issue 6 item 4). The payload is built in `@reno/domain`; this file only draws it.
 */

/** SGQR codes are printed with medium error correction; higher levels make the code denser for no gain on a screen. */
export const PAYNOW_QR_ERROR_CORRECTION: QRCodeErrorCorrectionLevel = 'M';
/** The quiet zone the QR standard asks for, in modules. */
export const PAYNOW_QR_MARGIN = 4;
/** PNG width in pixels: sharp enough for a phone camera pointed at a laptop screen. */
export const PAYNOW_QR_PNG_WIDTH = 320;

export type PayNowQrFormat = 'png' | 'svg';

function checked(payload: string): string {
  // A payload with a wrong CRC is refused by every bank app; better to fail here than show a dead code.
  if (!hasValidPayNowCrc(payload)) throw new AppError('INTERNAL', paymentMessages.qrCodeFailed);
  return payload;
}

/** A `data:image/png;base64,…` URL of the payload, ready for an <img src>. */
export async function payNowQrPngDataUrl(payload: string, width = PAYNOW_QR_PNG_WIDTH): Promise<string> {
  try {
    return await QRCode.toDataURL(checked(payload), {
      type: 'image/png',
      errorCorrectionLevel: PAYNOW_QR_ERROR_CORRECTION,
      margin: PAYNOW_QR_MARGIN,
      width,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', paymentMessages.qrCodeFailed);
  }
}

/** The payload as a standalone SVG document (scales without blur; used in the invoice PDF and print). */
export async function payNowQrSvg(payload: string): Promise<string> {
  try {
    return await QRCode.toString(checked(payload), {
      type: 'svg',
      errorCorrectionLevel: PAYNOW_QR_ERROR_CORRECTION,
      margin: PAYNOW_QR_MARGIN,
    });
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new AppError('INTERNAL', paymentMessages.qrCodeFailed);
  }
}

/** Builds the payload from the payment and draws it; the payload is returned too, for logs and tests. */
export async function renderPayNowQr(
  input: PayNowPayloadInput,
  format: PayNowQrFormat,
): Promise<{ payload: string; image: string }> {
  let payload: string;
  try {
    payload = buildPayNowPayload(input);
  } catch {
    // Bad config (UEN) or an over-long invoice number: the client sees the spec's QR failure text.
    throw new AppError('INTERNAL', paymentMessages.qrCodeFailed);
  }
  const image = format === 'png' ? await payNowQrPngDataUrl(payload) : await payNowQrSvg(payload);
  return { payload, image };
}
