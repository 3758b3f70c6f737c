import type { AppContext, AppInstance } from '../app-context.js';

/** Every capability's routes, mounted under /api/v1. */
export const apiModules: ((app: AppInstance, ctx: AppContext) => Promise<void>)[] = [];
