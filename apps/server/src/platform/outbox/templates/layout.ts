import { company } from '@reno/domain';
import { BRAND_RED, FONT } from './components.js';
import { escapeHtml } from './escape.js';

export interface RenderedEmail {
  html: string;
  text: string;
}

export interface LayoutInput {
  /** The heading inside the e-mail (not necessarily the subject). */
  title: string;
  /** Already-escaped HTML built from components.ts. */
  contentHtml: string;
  contentText: string;
  /** PUBLIC_URL, for the link on the company name; omitted when unknown. */
  publicUrl: string | undefined;
}

/** Spec "contact": WhatsApp number 6588001234 shown as +65 8800 1234. */
const whatsappDisplay = `+${company.whatsappNumber.slice(0, 2)} ${company.whatsappNumber.slice(2, 6)} ${company.whatsappNumber.slice(6)}`;

/**
 * The one frame every e-mail shares: red header with the company name, white card, footer with the
 * contact details. 600 px wide tables that shrink to the screen (max-width plus a media query for the
 * clients that read <style>), inline styles for the ones that do not.
 */
export function renderLayout(input: LayoutInput): RenderedEmail {
  const title = escapeHtml(input.title);
  const brand = escapeHtml(company.shortName);
  const brandHtml = input.publicUrl
    ? `<a href="${escapeHtml(input.publicUrl)}" target="_blank" style="color:#ffffff;text-decoration:none;">${brand}</a>`
    : brand;
  const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="x-apple-disable-message-reformatting">
<title>${title}</title>
<style>
@media only screen and (max-width: 620px) {
  .email-container { width: 100% !important; }
  .email-pad { padding-left: 16px !important; padding-right: 16px !important; }
}
</style>
</head>
<body style="margin:0;padding:0;background-color:#f4f4f5;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="background-color:#f4f4f5;">
<tr><td align="center" style="padding:24px 8px;">
<table role="presentation" class="email-container" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px;">
<tr><td class="email-pad" bgcolor="${BRAND_RED}" style="background-color:${BRAND_RED};padding:20px 32px;border-radius:8px 8px 0 0;font-family:${FONT};font-size:22px;font-weight:bold;color:#ffffff;">${brandHtml}</td></tr>
<tr><td class="email-pad" style="padding:32px;">
<h1 style="margin:0 0 20px;font-family:${FONT};font-size:22px;line-height:1.3;color:#111827;">${title}</h1>
${input.contentHtml}
</td></tr>
<tr><td class="email-pad" style="padding:20px 32px;background-color:#fafafa;border-top:1px solid #eeeeee;border-radius:0 0 8px 8px;font-family:${FONT};font-size:12px;line-height:1.6;color:#6b7280;">
<strong style="color:#374151;">${escapeHtml(company.name)}</strong><br>
<a href="mailto:${escapeHtml(company.email)}" style="color:${BRAND_RED};text-decoration:none;">${escapeHtml(company.email)}</a>
&nbsp;&middot;&nbsp;WhatsApp <a href="https://wa.me/${escapeHtml(company.whatsappNumber)}" style="color:${BRAND_RED};text-decoration:none;">${escapeHtml(whatsappDisplay)}</a><br>
This message was sent by ${brand}. Please do not reply to this e-mail; write to us at the address above.
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>
`;
  const text = [
    input.title,
    '',
    input.contentText,
    '',
    '--',
    company.name,
    `${company.email} | WhatsApp ${whatsappDisplay}`,
    ...(input.publicUrl ? [input.publicUrl] : []),
  ].join('\n');
  return { html, text };
}
