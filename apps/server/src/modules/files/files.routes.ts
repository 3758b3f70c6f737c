import type { AppContext, AppInstance } from '../../app-context.js';

export async function filesRoutes(_app: AppInstance, _ctx: AppContext) {}
