import type { AppContext } from '../../app-context.js';

/** An absolute link to a page of the web app, for e-mails. */
export const webLink = (ctx: AppContext, path: string) => `${ctx.config.publicUrl.replace(/\/$/, '')}${path}`;
