import {
  AdminMerchantPage,
  CreateMerchant,
  ListQueryInput,
  MERCHANTS_PERMISSION,
  MerchantOption,
  MerchantView,
  UpdateMerchant,
  UpdateOwnMerchantProfile,
  operationsMessages as m,
} from '@reno/domain';
import { z } from 'zod';
import type { AppContext, AppInstance } from '../../app-context.js';
import { requireAdmin, requireRole } from '../../platform/auth-guard.js';
import { envelope, ok } from '../../platform/reply.js';
import {
  activeMerchantOptions,
  createMerchant,
  getMerchant,
  getOwnMerchantProfile,
  listMerchants,
  setMerchantActive,
  updateMerchant,
  updateOwnMerchantProfile,
} from './merchants.service.js';

const IdParams = z.object({ id: z.string().min(1).max(64) });

/** Issue 12 item 1: admins create, edit and deactivate merchants; a merchant reads and edits its own profile. */
export async function merchantsRoutes(app: AppInstance, ctx: AppContext) {
  const db = ctx.database.db;
  const tags = ['merchants'];

  app.get(
    '/admin/merchants',
    { schema: { tags, querystring: ListQueryInput, response: envelope(AdminMerchantPage) } },
    async (request) => {
      requireAdmin(request, MERCHANTS_PERMISSION);
      return ok(await listMerchants(db, request.query));
    },
  );

  app.get(
    '/admin/merchants/active',
    { schema: { tags, response: envelope(z.array(MerchantOption)) } },
    async (request) => {
      requireAdmin(request, MERCHANTS_PERMISSION);
      return ok(await activeMerchantOptions(db));
    },
  );

  app.post(
    '/admin/merchants',
    { schema: { tags, body: CreateMerchant, response: envelope(MerchantView) } },
    async (request) => {
      requireAdmin(request, MERCHANTS_PERMISSION);
      return ok(await createMerchant(ctx, request.body), m.merchantCreated);
    },
  );

  app.get(
    '/admin/merchants/:id',
    { schema: { tags, params: IdParams, response: envelope(MerchantView) } },
    async (request) => {
      requireAdmin(request, MERCHANTS_PERMISSION);
      return ok(await getMerchant(db, request.params.id));
    },
  );

  app.patch(
    '/admin/merchants/:id',
    { schema: { tags, params: IdParams, body: UpdateMerchant, response: envelope(MerchantView) } },
    async (request) => {
      requireAdmin(request, MERCHANTS_PERMISSION);
      return ok(await updateMerchant(ctx, request.params.id, request.body), m.updated);
    },
  );

  app.post(
    '/admin/merchants/:id/deactivate',
    { schema: { tags, params: IdParams, response: envelope(MerchantView) } },
    async (request) => {
      requireAdmin(request, MERCHANTS_PERMISSION);
      return ok(await setMerchantActive(ctx, request.params.id, false), m.merchantDeactivated);
    },
  );

  app.post(
    '/admin/merchants/:id/activate',
    { schema: { tags, params: IdParams, response: envelope(MerchantView) } },
    async (request) => {
      requireAdmin(request, MERCHANTS_PERMISSION);
      return ok(await setMerchantActive(ctx, request.params.id, true), m.merchantActivated);
    },
  );

  app.get('/merchant/profile', { schema: { tags, response: envelope(MerchantView) } }, async (request) => {
    const merchant = requireRole(request, 'merchant');
    return ok(await getOwnMerchantProfile(db, merchant._id));
  });

  app.patch(
    '/merchant/profile',
    { schema: { tags, body: UpdateOwnMerchantProfile, response: envelope(MerchantView) } },
    async (request) => {
      const merchant = requireRole(request, 'merchant');
      return ok(await updateOwnMerchantProfile(ctx, merchant._id, request.body), m.updated);
    },
  );
}
