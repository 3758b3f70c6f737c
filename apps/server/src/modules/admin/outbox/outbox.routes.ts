import {
  fieldIsRequired,
  ListQueryInput,
  listResult,
  OutboxChannel,
  OutboxMessage,
  SmsUsage,
  SmsUsageQuery,
} from '@reno/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../../app-context.js';
import { requireAdmin } from '../../../platform/auth-guard.js';
import { envelope, ok } from '../../../platform/reply.js';
import { listOutboxMessages, retryOutboxMessage } from './outbox.service.js';
import { smsUsage } from './sms-usage.service.js';

/** Checked before the query is validated, so a visitor learns nothing about the route's parameters. */
const outboxAdminOnly = async (request: FastifyRequest) => {
  requireAdmin(request, 'outbox');
};

const channel = z.enum(OutboxChannel.options, {
  error: (issue) =>
    issue.input === undefined ? fieldIsRequired('channel') : 'channel must be email or sms.',
});

/** The admin Outbox page: every e-mail and SMS, sent or waiting, readable when no transport is set. */
export async function outboxRoutes(app: AppInstance, ctx: AppContext) {
  app.get(
    '/admin/outbox',
    {
      preValidation: outboxAdminOnly,
      schema: {
        tags: ['admin'],
        querystring: ListQueryInput.extend({ channel }),
        response: envelope(listResult(OutboxMessage)),
      },
    },
    async (request) => {
      const { channel: selected, ...list } = request.query;
      return ok(await listOutboxMessages(ctx.database.db, selected, list));
    },
  );

  app.post(
    '/admin/outbox/:id/retry',
    {
      preValidation: outboxAdminOnly,
      schema: {
        tags: ['admin'],
        params: z.object({ id: z.string().min(1).max(64) }),
        response: envelope(OutboxMessage),
      },
    },
    async (request) => ok(await retryOutboxMessage(ctx.database.db, request.params.id)),
  );

  // Issue 15 "SMS cannot be pumped": SMS per day beside the platform's daily budget.
  app.get(
    '/admin/sms-usage',
    {
      preValidation: outboxAdminOnly,
      schema: { tags: ['admin'], querystring: SmsUsageQuery, response: envelope(SmsUsage) },
    },
    async (request) =>
      ok(await smsUsage(ctx.database.db, request.query.days, ctx.config.smsLimits.dailyBudget)),
  );
}
