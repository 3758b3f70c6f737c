import { AppError } from '../../errors.js';

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Every value that reaches an e-mail's HTML goes through here, in text and in attributes alike. */
export const escapeHtml = (value: string): string => value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

/** A job's data value as one line of text: booleans as Yes/No, lists joined, empty as undefined. */
export function displayValue(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string') return value.trim() === '' ? undefined : value.trim();
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(displayValue).filter((v): v is string => v !== undefined);
    return parts.length > 0 ? parts.join(', ') : undefined;
  }
  return JSON.stringify(value);
}

/** `property_type` -> "Property type", for extra rows whose key is all we know. */
export const labelFromKey = (key: string): string => {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/**
 * A link in an e-mail: absolute http(s), or a path on our own site resolved against PUBLIC_URL. Anything
 * else (javascript:, data:, a path with no PUBLIC_URL) is refused at enqueue rather than sent broken.
 */
export function safeLink(url: string, publicUrl: string | undefined): string {
  const refused = () =>
    new AppError('BAD_REQUEST', 'button_url must be a web address.', [
      { field: 'data.button_url', message: 'button_url must be a web address.' },
    ]);
  let resolved: URL;
  try {
    resolved =
      url.startsWith('/') && !url.startsWith('//') && publicUrl ? new URL(url, publicUrl) : new URL(url);
  } catch {
    throw refused();
  }
  if (resolved.protocol !== 'https:' && resolved.protocol !== 'http:') throw refused();
  return resolved.toString();
}
