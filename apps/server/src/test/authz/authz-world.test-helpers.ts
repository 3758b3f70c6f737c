import { randomBytes, randomUUID } from 'node:crypto';
import { ADMIN_PERMISSIONS, PAYMENTS_ONLY_PERMISSIONS } from '@reno/domain';
import { eq } from 'drizzle-orm';
import { adminGroupMembers, adminGroups, announcements } from '../../db/schema/back-office.js';
import {
  notifications,
  outboxMessages,
  serviceCategories,
  shopProducts,
  variationOrderReceipts,
} from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createUser } from '../../db/seed/factories.js';
import { seedDemoShop } from '../../db/seed/rewards-demo.js';
import { makeJpeg, multipartBody, uploadFile } from '../../modules/files/files.test-helpers.js';
import { SESSION_COOKIE } from '../../platform/auth-guard.js';
import { body, create, project } from '../../modules/projects/projects.test-helpers.js';
import { loginAs, type TestApp } from '../test-app.js';
import type { Actor, AuthzRole, AuthzWorld } from './authz-table.js';
import { approvalsWorld } from '../../modules/approvals/approvals.authz-world.js';

const ok = <T>(res: { statusCode: number; body: string; json: <J>() => J }, what: string) => {
  if (res.statusCode !== 200) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ result: T }>().result;
};

/** One world per test file: every kind of caller, and the client's records at each step that matters. */
export async function buildAuthzWorld(t: TestApp): Promise<AuthzWorld> {
  await seedCatalogue(t.database.db);
  const actor = async (role: Parameters<typeof loginAs>[1], permissions?: string[]): Promise<Actor> => {
    const { user, cookie } = await loginAs(t, role, permissions ? { permissions } : {});
    return { cookie, userId: user.id, email: user.email };
  };
  const actors: Record<AuthzRole, Actor> = {
    visitor: {},
    client: await actor('client'),
    otherClient: await actor('client'),
    // Replaced below by merchants the admin creates (a merchant business with its profile).
    merchant: {},
    otherMerchant: {},
    projectManager: await actor('project_manager'),
    limitedAdmin: await actor('admin'),
    admin: await actor('admin', [...ADMIN_PERMISSIONS]),
  };
  // Issue 18: the limited admin's flags come from its group, as the demo's payments admin's do.
  const [paymentsGroup] = await t.database.db
    .insert(adminGroups)
    .values({ name: 'Authz payments', permissions: [...PAYMENTS_ONLY_PERMISSIONS] })
    .returning({ id: adminGroups.id });
  await t.database.db
    .insert(adminGroupMembers)
    .values({ groupId: paymentsGroup!.id, userId: actors.limitedAdmin.userId! });
  const cookie = actors.client.cookie!;
  const inject = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, as = cookie) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: { cookie: as }, ...(payload ? { payload } : {}) });

  const jpeg = await makeJpeg(40, 30);
  const upload = async (role: AuthzRole, category: string) =>
    ok<{ _id: string }>(
      await uploadFile(t, actors[role].cookie, {
        category,
        fileName: 'receipt.jpg',
        bytes: jpeg,
        contentType: 'image/jpeg',
      }),
      'upload',
    )._id;
  const receiptFile = () => upload('client', 'payment_receipt');
  const signIn = async (role: AuthzRole) => {
    const email = actors[role].email;
    if (!email) return undefined;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { identity: email, password: 'Test1234', remember: false },
      remoteAddress: `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    });
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!session) throw new Error(`sign-in of ${role} failed: ${res.body}`);
    return `${SESSION_COOKIE}=${session.value}`;
  };

  const freshQuoted = async () => {
    const p = project(await create(t, cookie, body(18)));
    const details = ok<{ items: { _id: string }[] }>(
      await inject('GET', `/projects/${p._id}/quotation/details`),
      'quotation details',
    );
    return { id: p._id, itemId: details.items[0]!._id };
  };
  const checkout = async (id: string) =>
    ok(
      await inject('POST', `/projects/${id}/checkout`, {
        transactionNo: `TXN-${randomBytes(3).toString('hex')}`,
        amount: '$150.00',
        receiptFileId: await receiptFile(),
      }),
      'checkout',
    );
  const waitingReceipt = async (projectId: string) => {
    const page = ok<{ items: { _id: string; project_id: string }[] }>(
      await inject('GET', '/admin/payments?status=Paid', undefined, actors.admin.cookie),
      'admin payments',
    );
    return page.items.find((i) => i.project_id === projectId)!._id;
  };

  const asAdmin = actors.admin.cookie;

  /** Issue 12: the admin creates a merchant business; it sets its password from the e-mailed link. */
  let merchants = 0;
  const merchantBody = () => {
    merchants += 1;
    const n = 1000 + merchants;
    const tag = randomBytes(3).toString('hex');
    return {
      company_name: `Authz Merchant ${n} Pte Ltd`,
      specialization: 'Carpentry Works',
      company_description: 'Built-in carpentry',
      uen: `20${String(1000000 + n).slice(-7)}K`,
      gst_reg_no: '',
      handphone_no: `8${String(1000000 + n).padStart(7, '0')}`,
      email: `merchant-${tag}@authz.test.sg`,
      name: `Authz Merchant${n}`,
      person_incharge: 'Siti',
      incharge_handphone_no: '',
      incharge_email: `pic-${tag}@authz.test.sg`,
    };
  };
  const freshMerchant = async () =>
    ok<{ _id: string }>(await inject('POST', '/admin/merchants', merchantBody(), asAdmin), 'create merchant')
      ._id;
  const merchantActor = async (): Promise<Actor> => {
    const id = await freshMerchant();
    const mails = await t.database.db
      .select({ body: outboxMessages.body, recipients: outboxMessages.recipients })
      .from(outboxMessages)
      .where(eq(outboxMessages.templateName, 'merchant_welcome'));
    const view = ok<{ email: string }>(
      await inject('GET', `/admin/merchants/${id}`, undefined, asAdmin),
      'merchant',
    );
    const mail = mails.find((o) => o.recipients.includes(view.email));
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail?.body ?? '')?.[1];
    ok(
      await t.app.inject({
        method: 'POST',
        url: '/api/v1/set-password',
        payload: { token, password: 'Test1234', confirm_password: 'Test1234' },
      }),
      'merchant set password',
    );
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/login',
      payload: { identity: view.email, password: 'Test1234', remember: false },
    });
    const session = res.cookies.find((c) => c.name === SESSION_COOKIE);
    if (!session) throw new Error(`merchant sign-in failed: ${res.body}`);
    return { cookie: `${SESSION_COOKIE}=${session.value}`, userId: id, email: view.email };
  };
  actors.merchant = await merchantActor();
  actors.otherMerchant = await merchantActor();

  const services = async (projectId: string) =>
    ok<{ services: { _id: string }[] }>(
      await inject('GET', `/admin/projects/${projectId}`, undefined, asAdmin),
      'desk project',
    ).services.map((s) => s._id);
  const assign = async (projectId: string, serviceId: string) =>
    ok(
      await inject(
        'POST',
        `/admin/projects/${projectId}/services/${serviceId}/assign`,
        { merchant_id: actors.merchant.userId },
        asAdmin,
      ),
      'assign merchant',
    );
  const accept = async (serviceId: string) =>
    ok(
      await inject('POST', `/merchant/services/${serviceId}/accept`, undefined, actors.merchant.cookie),
      'accept service',
    );
  const assignPm = async (projectId: string) =>
    ok(
      await inject(
        'PUT',
        `/admin/projects/${projectId}/project-manager`,
        { project_manager_id: actors.projectManager.userId },
        asAdmin,
      ),
      'assign project manager',
    );
  /**
   * A new project of the client whose deposit was approved (so it has its services), staffed as asked:
   * the world's merchant on its first service (assigned, or having accepted it), the world's PM on it.
   */
  const freshPaid = async (staff: { merchant?: 'assigned' | 'accepted'; pm?: boolean } = {}) => {
    const p = await freshQuoted();
    const paidNow = ok<{ receipt_id: string }>(
      await inject('POST', `/projects/${p.id}/checkout`, {
        transactionNo: `TXN-${randomBytes(3).toString('hex')}`,
        amount: '$150.00',
        receiptFileId: await receiptFile(),
      }),
      'checkout',
    );
    ok(
      await inject('POST', `/admin/payments/${paidNow.receipt_id}/review`, { decision: 'approve' }, asAdmin),
      'approve',
    );
    const serviceIds = await services(p.id);
    if (staff.merchant) await assign(p.id, serviceIds[0]!);
    if (staff.merchant === 'accepted') await accept(serviceIds[0]!);
    if (staff.pm) await assignPm(p.id);
    return { id: p.id, serviceIds };
  };

  const quoted = await freshQuoted();
  const paid = await freshQuoted();
  await checkout(paid.id);
  ok(
    await inject(
      'POST',
      `/admin/payments/${await waitingReceipt(paid.id)}/review`,
      { decision: 'approve' },
      actors.admin.cookie,
    ),
    'approve',
  );
  const stageTwo = ok<{ rows: { amount_cents: number }[] }>(
    await inject('GET', `/projects/${paid.id}/payments`),
    'payments',
  ).rows[1]!.amount_cents;
  // Issue 12: the world's merchant holds the first service of the paid project (accepted), the second
  // waits for a merchant; the world's project manager is assigned to it.
  const paidServices = await services(paid.id);
  await assign(paid.id, paidServices[0]!);
  await accept(paidServices[0]!);
  await assignPm(paid.id);
  const merchantFile = async () => {
    const fileId = await upload('merchant', 'special_specification');
    return ok<{ _id: string }>(
      await inject(
        'POST',
        `/projects/${paid.id}/files`,
        { file_id: fileId, kind: 'special_specification', area: 'Kitchen' },
        actors.merchant.cookie,
      ),
      'attach file',
    )._id;
  };
  const [clientNotice] = await t.database.db
    .select({ id: notifications.id })
    .from(notifications)
    .where(eq(notifications.receiverId, actors.client.userId!))
    .limit(1);
  if (!clientNotice) throw new Error('the client has no notification');
  const waiting = await freshQuoted();
  await checkout(waiting.id);
  const receiptId = await waitingReceipt(waiting.id);
  const freshReceipt = async () => {
    const another = await freshQuoted();
    await checkout(another.id);
    return waitingReceipt(another.id);
  };
  const chunked = ok<{ uploadId: string }>(
    await inject('POST', '/files/chunked', {
      category: 'support_img',
      fileName: 'plan.jpg',
      sizeBytes: jpeg.length,
    }),
    'chunked upload',
  );
  // Issue 16: the demo Shopez catalogue, a voucher (the client's approved deposit makes it visible).
  await seedDemoShop(t.database.db);
  const productId = ok<{ items: { _id: string }[] }>(
    await inject('GET', '/shop/products?sort=price_asc&rowsPerPage=1'),
    'shop products',
  ).items[0]!._id;
  const voucherBody = () => ({
    company_name: 'Authz Partner',
    title: '$50 off',
    code: `AUTHZ-${randomBytes(3).toString('hex')}`,
    is_qr: false,
    description: '<p>Save $50</p>',
    terms_conditions: '<ul><li>One per home</li></ul>',
    validity: '2099-12-31',
    logo_url: null,
    image_url: null,
    value_cents: 50_00,
    is_active: true,
  });
  const freshVoucher = async () =>
    ok<{ _id: string }>(await inject('POST', '/admin/vouchers', voucherBody(), asAdmin), 'voucher')._id;
  const ezcashBody = () => ({
    email: actors.client.email,
    direction: 'award',
    amount: 5000,
    reason: 'Authz table',
    request_id: randomUUID(),
  });
  const fillCart = async () => {
    ok(await inject('POST', '/admin/ezcash', ezcashBody(), asAdmin), 'award ezcash');
    ok(await inject('PUT', `/shop/cart/${productId}`, { quantity: 1 }), 'add to cart');
  };
  const buyProduct = async () => {
    await fillCart();
    ok(await inject('POST', '/shop/checkout'), 'shop checkout');
  };
  const voucherId = await freshVoucher();
  const [category] = await t.database.db
    .select({ name: serviceCategories.services })
    .from(serviceCategories)
    .limit(1);
  if (!category) throw new Error('the world has no service category');
  const shopProductBody = async () => {
    const [product] = await t.database.db
      .select({ brandId: shopProducts.brandId, categoryId: shopProducts.categoryId })
      .from(shopProducts)
      .where(eq(shopProducts.id, productId));
    if (!product) throw new Error('the world has no product');
    return {
      productname: `Authz product ${randomUUID().slice(0, 8)}`,
      description: 'A product for the table',
      redeem_instructions: '',
      images: [],
      price_ezcash: 100,
      price_sgd_cents: 1000,
      brand_id: product.brandId,
      category_id: product.categoryId,
      address: '',
      stock: 5,
      is_active: false,
    };
  };
  const freshDreamboardItem = async () =>
    ok<{ _id: string }>(
      await inject('POST', `/projects/${paid.id}/dreamboard/items`, {
        image: await upload('client', 'dreamboard'),
        tags: [category.name],
      }),
      'dreamboard photo',
    )._id;

  // Issue 13: a new variation order on the paid project's first service, in the state a row needs.
  const variationOrder = async (state: 'pending' | 'priced' | 'accepted' | 'approved') => {
    const order = ok<{ _id: string; amount_cents: number }>(
      await inject('POST', `/projects/${paid.id}/variation-orders`, {
        project_service_id: paidServices[0],
        lines: [{ area: 'Kitchen', items: 'Socket', quantity: 2, description_of_work: 'Add a socket' }],
      }),
      'variation order',
    );
    if (state === 'pending') return order._id;
    const priced = ok<{ amount_cents: number }>(
      await inject(
        'POST',
        `/merchant/variation-orders/${order._id}/price`,
        { lines: [{ price_cents: 45_00 }] },
        actors.merchant.cookie,
      ),
      'price variation order',
    );
    if (state === 'priced') return order._id;
    ok(
      await inject('POST', `/projects/${paid.id}/variation-orders/${order._id}/accept`, {
        amount_cents: priced.amount_cents,
      }),
      'accept variation order',
    );
    if (state === 'accepted') return order._id;
    // Issue 14: paid by PayNow and approved by the admin, so its merchant may complete it.
    ok(
      await inject('POST', `/projects/${paid.id}/variation-orders/${order._id}/receipts`, {
        transactionNo: 'VO-AUTHZ',
        receiptFileId: await receiptFile(),
      }),
      'pay variation order',
    );
    const [receipt] = await t.database.db
      .select({ id: variationOrderReceipts.id })
      .from(variationOrderReceipts)
      .where(eq(variationOrderReceipts.variationOrderId, order._id));
    if (!receipt) throw new Error('the variation order has no receipt');
    ok(
      await inject('POST', `/admin/payments/${receipt.id}/review`, { decision: 'approve' }, asAdmin),
      'approve variation order payment',
    );
    return order._id;
  };

  const [outbox] = await t.database.db.select({ id: outboxMessages.id }).from(outboxMessages).limit(1);
  if (!outbox) throw new Error('the world has no outbox message');

  return {
    variationOrder,
    actors,
    quoted,
    paid: { id: paid.id, stageTwoDue: (stageTwo / 100).toFixed(2), serviceIds: paidServices },
    freshPaid,
    freshMerchant,
    merchantBody,
    merchantFile: await merchantFile(),
    freshMerchantFile: merchantFile,
    clientNotificationId: clientNotice.id,
    fileId: await receiptFile(),
    uploadId: chunked.uploadId,
    receiptId,
    freshReceipt,
    adminGroupId: paymentsGroup!.id,
    freshAnnouncement: async () => {
      const [row] = await t.database.db
        .insert(announcements)
        .values({
          title: 'Authz',
          body: 'Ended',
          audience: 'all',
          startsOn: '2020-01-01',
          endsOn: '2020-01-02',
        })
        .returning({ id: announcements.id });
      return row!.id;
    },
    freshClient: async () =>
      (await createUser(t.database.db, { role: 'client', email: `fresh-${randomUUID()}@authz.test.sg` })).id,
    freshAdminGroup: async () => {
      const [group] = await t.database.db
        .insert(adminGroups)
        .values({ name: `Authz ${randomUUID()}`, permissions: ['support'] })
        .returning({ id: adminGroups.id });
      return group!.id;
    },
    outboxId: outbox.id,
    freshQuoted,
    receiptFile,
    upload,
    signIn,
    uploadBytes: jpeg,
    jpegForm: () => multipartBody('photo.jpg', jpeg, 'image/jpeg'),
    shop: { productId, voucherId },
    freshVoucher,
    voucherBody,
    ezcashBody,
    fillCart,
    buyProduct,
    dreamboard: { tag: category.name, itemId: await freshDreamboardItem() },
    inventoryFile: await upload('admin', 'inventory'),
    shopProductBody,
    shopBanner: async () =>
      ok<{ _id: string }>(
        await inject(
          'POST',
          '/admin/shop/banners',
          { banner_path: '/demo/shop/banner.svg', title: 'Banner', sort_order: 0, is_active: true },
          asAdmin,
        ),
        'banner',
      )._id,
    freshDreamboardItem,
    approvals: approvalsWorld(t, actors, freshPaid, upload),
  };
}
