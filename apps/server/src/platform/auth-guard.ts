import { hasAdminPermission, type Role, type SessionUser } from '@reno/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

export const SESSION_COOKIE = 'reno_session';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null for a visitor. Set before any handler runs. */
    viewer: SessionUser | null;
    sessionToken: string | null;
  }
}

export type SessionResolver = (token: string) => Promise<SessionUser | null>;

/** Reads the session from the httpOnly cookie or an `Authorization: Bearer` header. */
export function registerAuthGuard(app: FastifyInstance, resolve: SessionResolver) {
  app.decorateRequest('viewer', null);
  app.decorateRequest('sessionToken', null);
  app.addHook('onRequest', async (request) => {
    if (!request.url.startsWith('/api/')) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : request.cookies[SESSION_COOKIE];
    if (!token) return;
    request.sessionToken = token;
    request.viewer = await resolve(token);
  });
}

export function requireUser(request: FastifyRequest): SessionUser {
  if (!request.viewer) throw new AppError('UNAUTHORIZED');
  return request.viewer;
}

export function requireRole(request: FastifyRequest, ...roles: Role[]): SessionUser {
  const user = requireUser(request);
  if (!roles.includes(user.role)) throw new AppError('FORBIDDEN');
  return user;
}

/** Admin actions need the admin role and, where given, the admin permission flag. */
export function requireAdmin(request: FastifyRequest, permission?: string): SessionUser {
  const user = requireRole(request, 'admin');
  if (permission && !hasAdminPermission(user.permissions, permission)) {
    throw new AppError('FORBIDDEN');
  }
  return user;
}
