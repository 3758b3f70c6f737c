import { FaqItem, PressMention, Testimonial } from '@reno/domain';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { envelope, ok } from '../../platform/reply.js';
import { listFaq, listPressMentions, listTestimonials } from './site-content.service.js';

// Public catalogue content: shared caches may keep it briefly (spec §7 caches catalogues 15 minutes).
const publicCache = (reply: FastifyReply) => reply.header('cache-control', 'public, max-age=300');

/** The public site's FAQ, testimonials and press mentions; open to visitors. */
export async function siteContentRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  app.get(
    '/faq',
    { schema: { tags: ['content'], response: envelope(z.array(FaqItem)) } },
    async (_r, reply) => {
      publicCache(reply);
      return ok(await listFaq(db));
    },
  );
  app.get(
    '/testimonial',
    { schema: { tags: ['content'], response: envelope(z.array(Testimonial)) } },
    async (_r, reply) => {
      publicCache(reply);
      return ok(await listTestimonials(db));
    },
  );
  app.get(
    '/press',
    { schema: { tags: ['content'], response: envelope(z.array(PressMention)) } },
    async (_r, reply) => {
      publicCache(reply);
      return ok(await listPressMentions(db));
    },
  );
}
