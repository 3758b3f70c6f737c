import { z } from 'zod';
import { detailTableHtml, detailTableText, type DetailRow } from './components.js';
import { displayValue, labelFromKey } from './escape.js';
import { renderLayout } from './layout.js';
import { defineTemplate } from './template.js';

/**
 * Spec "Email job" / "Notification flow": the admin notification `emailSender_function.html`, data
 * {subject_title, client_firstname, client_lastname, client_email, client_phone, phone_verified,
 * request_prohelp} plus whatever else the flow adds (failed-attempt notes, salutation, property info),
 * which is shown as extra rows rather than dropped.
 */
const anyValue = z.unknown().optional();
const Data = z.looseObject({
  subject_title: anyValue,
  client_firstname: anyValue,
  client_lastname: anyValue,
  client_email: anyValue,
  client_phone: anyValue,
  phone_verified: anyValue,
  request_prohelp: anyValue,
});

const KNOWN_ROWS = [
  ['client_firstname', 'First name'],
  ['client_lastname', 'Last name'],
  ['client_email', 'Email'],
  ['client_phone', 'Phone'],
] as const;
const KNOWN_KEYS = new Set<string>([
  'subject_title',
  'phone_verified',
  'request_prohelp',
  ...KNOWN_ROWS.map(([key]) => key),
]);

/** Spec §"Register": "phone verification sets handphone_verified true and a later notification email shows Verified". */
const isVerified = (value: unknown) =>
  value === true ||
  value === 1 ||
  (typeof value === 'string' && ['true', '1', 'yes', 'verified'].includes(value.trim().toLowerCase()));

export const emailSenderFunction = defineTemplate(Data, (data, ctx) => {
  const rows: DetailRow[] = [
    ...KNOWN_ROWS.map(([key, label]): DetailRow => [label, displayValue(data[key]) ?? '-']),
    ['Phone verification', isVerified(data.phone_verified) ? 'Verified' : 'Not verified'],
    ['Requested ProHelp', displayValue(data.request_prohelp) ?? '-'],
  ];
  for (const [key, value] of Object.entries(data)) {
    const shown = KNOWN_KEYS.has(key) ? undefined : displayValue(value);
    if (shown !== undefined) rows.push([labelFromKey(key), shown]);
  }
  return renderLayout({
    title: displayValue(data.subject_title) ?? ctx.subject,
    contentHtml: detailTableHtml(rows),
    contentText: detailTableText(rows),
    publicUrl: ctx.publicUrl,
  });
});
