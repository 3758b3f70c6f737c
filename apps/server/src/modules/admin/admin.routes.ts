import type { AppContext, AppInstance } from '../../app-context.js';

export async function adminRoutes(_app: AppInstance, _ctx: AppContext) {}
