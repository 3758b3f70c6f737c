import type { z } from 'zod';
import { AppError } from '../../errors.js';
import type { RenderedEmail } from './layout.js';

export interface RenderContext {
  /** The job's subject, the heading when the data gives none. */
  subject: string;
  publicUrl: string | undefined;
}

/** A registered template: takes the job's untyped `data`, checks it against its own schema, renders. */
export interface EmailTemplate {
  render(data: Record<string, unknown>, ctx: RenderContext): RenderedEmail;
}

/**
 * Pairs a template's data schema with its renderer, so each renderer works on typed data while the
 * registry stays a plain map of names. Bad data is refused at enqueue, with the spec's message forms.
 */
export function defineTemplate<S extends z.ZodType>(
  schema: S,
  render: (data: z.output<S>, ctx: RenderContext) => RenderedEmail,
): EmailTemplate {
  return {
    render: (data, ctx) => {
      const parsed = schema.safeParse(data);
      if (!parsed.success) {
        const errors = parsed.error.issues.map((i) => ({
          field: ['data', ...i.path.map(String)].join('.'),
          message: i.message,
        }));
        throw new AppError('BAD_REQUEST', errors[0]?.message, errors);
      }
      return render(parsed.data, ctx);
    },
  };
}
