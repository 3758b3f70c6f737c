import { z } from 'zod';
import { buttonHtml, paragraphHtml } from './components.js';
import { safeLink } from './escape.js';
import { renderLayout } from './layout.js';
import { defineTemplate } from './template.js';

const requiredText = (field: string) =>
  z
    .string({ error: `${field} is required.` })
    .trim()
    .min(1, `${field} is required.`);

/** A plain notice: a heading, paragraphs, and optionally one call-to-action button. */
const Data = z
  .object({
    title: requiredText('title'),
    // A list of paragraphs, or one text whose lines are paragraphs (as the spec's FAQ descriptions are).
    paragraphs: z
      .union([z.array(z.string()), z.string()], { error: 'paragraphs is required.' })
      .transform((p) => (Array.isArray(p) ? p : p.split(/\r?\n/)).map((line) => line.trim()).filter(Boolean))
      .pipe(z.array(z.string()).min(1, 'paragraphs is required.')),
    button_text: requiredText('button_text').optional(),
    button_url: requiredText('button_url').optional(),
  })
  .refine((d) => (d.button_text === undefined) === (d.button_url === undefined), {
    message: 'button_text and button_url go together.',
    path: ['button_url'],
  });

export const generalNotice = defineTemplate(Data, (data, ctx) => {
  const button =
    data.button_text && data.button_url
      ? { text: data.button_text, href: safeLink(data.button_url, ctx.publicUrl) }
      : undefined;
  return renderLayout({
    title: data.title,
    contentHtml: [
      ...data.paragraphs.map(paragraphHtml),
      ...(button ? [buttonHtml(button.text, button.href)] : []),
    ].join('\n'),
    contentText: [...data.paragraphs, ...(button ? [`${button.text}: ${button.href}`] : [])].join('\n\n'),
    publicUrl: ctx.publicUrl,
  });
});
