import { escapeHtml } from './escape.js';

/**
 * Building blocks of an e-mail body. Each takes plain text and escapes it; the HTML uses tables and
 * inline styles only, because Outlook and Gmail drop <style> blocks and ignore flex/grid.
 */
export const BRAND_RED = '#C62828';
export const FONT = 'Arial, Helvetica, sans-serif';

/** Escaped text with its line breaks kept. */
const multiline = (text: string) => escapeHtml(text).replace(/\r?\n/g, '<br>');

export const paragraphHtml = (text: string) =>
  `<p style="margin:0 0 16px;font-family:${FONT};font-size:15px;line-height:1.6;color:#1f2933;">${multiline(text)}</p>`;

export type DetailRow = readonly [label: string, value: string];

export function detailTableHtml(rows: readonly DetailRow[]): string {
  const cells = rows
    .map(
      ([label, value]) =>
        `<tr>` +
        `<td valign="top" style="padding:8px 12px;border-bottom:1px solid #eeeeee;font-family:${FONT};font-size:14px;color:#6b7280;width:40%;">${escapeHtml(label)}</td>` +
        `<td valign="top" style="padding:8px 12px;border-bottom:1px solid #eeeeee;font-family:${FONT};font-size:14px;color:#111827;word-break:break-word;">${multiline(value)}</td>` +
        `</tr>`,
    )
    .join('');
  return `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" style="border-collapse:collapse;margin:0 0 16px;">${cells}</table>`;
}

/** A "bulletproof" button: a table cell carries the colour, so it shows even where images and CSS are off. */
export function buttonHtml(text: string, href: string): string {
  return (
    `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:8px 0 24px;"><tr>` +
    `<td align="center" bgcolor="${BRAND_RED}" style="border-radius:6px;background-color:${BRAND_RED};">` +
    `<a href="${escapeHtml(href)}" target="_blank" style="display:inline-block;padding:12px 24px;font-family:${FONT};font-size:15px;font-weight:bold;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(text)}</a>` +
    `</td></tr></table>`
  );
}

export const detailTableText = (rows: readonly DetailRow[]) =>
  rows.map(([label, value]) => `${label}: ${value}`).join('\n');
