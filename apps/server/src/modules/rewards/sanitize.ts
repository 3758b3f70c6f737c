import sanitizeHtml from 'sanitize-html';

/**
 * Voucher html (issue 16: "sanitised on the server before storage and again when shown"): text
 * formatting, lists, headings and https links only; no scripts, styles, event handlers, images or
 * iframes. Links open in a new tab without handing the page to the partner's site.
 */
const options: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'b', 'strong', 'i', 'em', 'u', 'ul', 'ol', 'li', 'h3', 'h4', 'h5', 'a', 'span'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { target: '_blank', rel: 'noopener noreferrer' }),
  },
};

export const sanitizeVoucherHtml = (html: string): string => sanitizeHtml(html, options).trim();
