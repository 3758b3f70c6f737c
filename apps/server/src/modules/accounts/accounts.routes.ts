import type { AppContext, AppInstance } from '../../app-context.js';
import { checkRoutes } from './check.routes.js';
import { passwordResetRoutes } from './password-reset.routes.js';
import { profileRoutes } from './profile.routes.js';
import { registerRoutes } from './register.routes.js';
import { verificationRoutes } from './verification.routes.js';

/** Registration, verification, password reset and the client's own profile (issue 3). */
export async function accountsRoutes(app: AppInstance, ctx: AppContext) {
  await checkRoutes(app, ctx);
  await registerRoutes(app, ctx);
  await verificationRoutes(app, ctx);
  await passwordResetRoutes(app, ctx);
  await profileRoutes(app, ctx);
}
