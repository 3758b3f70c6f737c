import {
  GeneratorDocumentParams,
  GeneratorDocumentQuery,
  GeneratorOptions,
  GeneratorProjectPage,
  ListQueryInput,
} from '@reno/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import { generateDocument, generatorOptions, listGeneratorProjects } from './generator.service.js';

// Public spec "Admin-only areas: admin permission, admin group, announcement, generator".
const generatorAdminOnly = async (request: FastifyRequest) => {
  requireAdmin(request, 'generator');
};
const ProjectParams = z.object({ id: z.string().min(1).max(64) });

export async function generatorRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['admin'];
  app.get(
    '/admin/generator/projects',
    {
      preValidation: generatorAdminOnly,
      schema: { tags, querystring: ListQueryInput, response: envelope(GeneratorProjectPage) },
    },
    async (request) => ok(await listGeneratorProjects(db, request.query)),
  );
  app.get(
    '/admin/generator/projects/:id',
    {
      preValidation: generatorAdminOnly,
      schema: { tags, params: ProjectParams, response: envelope(GeneratorOptions) },
    },
    async (request) => ok(await generatorOptions(db, request.params.id)),
  );
  app.get(
    '/admin/generator/projects/:id/documents/:document',
    {
      preValidation: generatorAdminOnly,
      schema: { tags, params: GeneratorDocumentParams, querystring: GeneratorDocumentQuery },
    },
    async (request, reply) => {
      const admin = requireAdmin(request, 'generator');
      const { pdf, filename } = await generateDocument(ctx, request.params.id, request.params.document, {
        stage: request.query.stage,
        order: request.query.order,
        admin,
      });
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
