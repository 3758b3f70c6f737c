import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyRequest, type RouteOptions } from 'fastify';
import { jsonSchemaTransform, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { installSpecMessages } from '@reno/domain';
import type { AppContext, AppInstance } from './app-context.js';
import type { TrustProxy } from './config.js';
import { activityLog, errorLog } from './db/schema/logs.js';
import { AdminPermissionDenied, registerAuthGuard } from './platform/auth-guard.js';
import type { AppError } from './platform/errors.js';
import { registerErrorHandling } from './platform/error-handler.js';
import { registerInputGuard, withoutNul } from './platform/input-guard.js';
import { loggerOptions } from './platform/logger.js';
import { registerRateLimits } from './platform/rate-limit.js';
import { replySerializerCompiler } from './platform/reply-serializer.js';
import { pageCsp, registerSecurityHeaders } from './platform/security-headers.js';
import { registerStaticWeb } from './platform/static-web.js';
import { contentPagePaths } from './modules/pages/pages.service.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { resolveSession } from './modules/auth/auth.service.js';
import { systemRoutes } from './modules/system/system.routes.js';
import { apiModules } from './modules/index.js';

export interface BuildOptions {
  /** Folder of the built web app to serve with SPA fallback; none in API-only tests. */
  webDist?: string | undefined;
  /** Sees every route as it is added (the authorization table test lists them to demand a row each). */
  onRoute?: ((route: RouteOptions) => void) | undefined;
}

/** Fastify takes a hop count at run time but its types do not: the same rule as a function (proxy-addr's). */
const fastifyTrustProxy = (trust: TrustProxy) =>
  typeof trust === 'number' ? (_address: string, hop: number) => hop < trust : trust;

/** Builds the whole HTTP application from its modules. Used by main.ts and by the tests. */
export async function buildApp(ctx: AppContext, options: BuildOptions = {}): Promise<AppInstance> {
  // Every validation message a schema leaves to zod reads as the spec's do (issue 15 item 10).
  installSpecMessages();
  const app = Fastify({
    logger: loggerOptions(ctx.config.logLevel),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    // Issue 15: X-Forwarded-For is believed only from the proxies TRUST_PROXY names (off by default).
    trustProxy: fastifyTrustProxy(ctx.config.trustProxy),
    bodyLimit: 1_048_576,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(replySerializerCompiler);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const recordServerError = (error: Error, request: FastifyRequest) => {
    request.log.error({ err: error, requestId: request.id }, 'request failed');
    ctx.database.db
      .insert(errorLog)
      .values({
        from: 'server',
        requestId: request.id,
        errorDetails: {
          message: withoutNul(error.message),
          method: request.method,
          url: withoutNul(request.url.split('?')[0] ?? ''),
        },
      })
      .catch((e: unknown) => request.log.error({ err: e }, 'could not write the error log'));
  };
  // Issue 18: an admin refused by a permission flag leaves a line in the activity log.
  const recordRefusal = (error: AppError, request: FastifyRequest) => {
    if (!(error instanceof AdminPermissionDenied)) return;
    request.log.warn({ userId: error.userId, permission: error.permission }, 'admin permission denied');
    ctx.database.db
      .insert(activityLog)
      .values({
        userId: error.userId,
        role: 'admin',
        action: `permission_denied:${error.permission}`,
        api: withoutNul(`${request.method} ${request.url.split('?')[0] ?? ''}`).slice(0, 500),
      })
      .catch((e: unknown) => request.log.error({ err: e }, 'could not write the activity log'));
  };
  registerErrorHandling(app, recordServerError, recordRefusal);
  registerInputGuard(app);

  await app.register(fastifyCookie);
  await registerRateLimits(app, ctx.config);
  // Issue 15 item 7: browser security headers on every answer, and the Origin check of writes.
  await registerSecurityHeaders(app, ctx.config);
  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Renovation marketplace API', version: '1.0.0' },
      components: {
        securitySchemes: {
          cookie: { type: 'apiKey', in: 'cookie', name: 'reno_session' },
          bearer: { type: 'http', scheme: 'bearer' },
        },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, { routePrefix: '/api/docs' });
  registerAuthGuard(app, (token) => resolveSession(ctx.database.db, token));

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await systemRoutes(typed, ctx);
      await authRoutes(typed, ctx);
      for (const register of apiModules) await register(typed, ctx);
    },
    { prefix: '/api/v1' },
  );

  if (options.webDist)
    await registerStaticWeb(
      app,
      options.webDist,
      ctx.config.publicUrl,
      () => contentPagePaths(ctx.database.db),
      (html) => pageCsp(ctx.config, html),
    );
  return app;
}
