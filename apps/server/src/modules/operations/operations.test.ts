import { type MerchantView, type ProjectDeskDetail, operationsMessages as m } from '@reno/domain';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  notifications,
  outboxMessages,
  projectQuotations,
  projectServices,
  users,
} from '../../db/schema/index.js';
import { seedCatalogue } from '../../db/seed/catalogue.js';
import { createTestApp, loginAs, type TestApp } from '../../test/test-app.js';
import { makeJpeg, uploadFile } from '../files/files.test-helpers.js';
import { body, create, project } from '../projects/projects.test-helpers.js';

/**
 * Issue 12 over HTTP, one PGlite for the file: the deposit turns the quotation into services, the admin
 * creates merchants and staffs the services, merchants answer and advance milestones, the schedule,
 * files, the client's merchants page, the project manager and notifications, with every refusal.
 */
let t: TestApp;
type Login = Awaited<ReturnType<typeof loginAs>>;
let client: Login;
let otherClient: Login;
let admin: Login;
let plainAdmin: Login;
let pm: Login;
let otherPm: Login;
let jpeg: Buffer;
let projectId: string;
let otherProjectId: string;
let merchantA: { view: MerchantView; cookie: string };
let merchantB: { view: MerchantView; cookie: string };
let services: ProjectDeskDetail['services'];

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
const call = (method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: cookie ? { cookie } : {},
    ...(payload ? { payload } : {}),
  });
const result = <T>(res: { json: <R>() => R }) => res.json<{ result: T }>().result;

async function approvedProject(who: Login) {
  const created = await create(t, who.cookie, body(18));
  expect(created.statusCode).toBe(200);
  const id = project(created)._id;
  const upload = await uploadFile(t, who.cookie, {
    category: 'payment_receipt',
    fileName: 'r.jpg',
    bytes: jpeg,
    contentType: 'image/jpeg',
  });
  const receiptFileId = result<{ _id: string }>(upload)._id;
  const paid = await call('POST', `/projects/${id}/checkout`, who.cookie, {
    transactionNo: 'TXN-1',
    amount: '$150.00',
    receiptFileId,
  });
  expect(paid.statusCode).toBe(200);
  const receiptId = result<{ receipt_id: string }>(paid).receipt_id;
  const approved = await call('POST', `/admin/payments/${receiptId}/review`, admin.cookie, {
    decision: 'approve',
  });
  expect(approved.statusCode).toBe(200);
  return id;
}

const merchantBody = (n: number, extra: object = {}) => ({
  company_name: `Merchant ${n} Pte Ltd`,
  specialization: 'Carpentry Works',
  company_description: 'Built-in carpentry',
  uen: `20${String(1000000 + n).slice(-7)}K`,
  gst_reg_no: n % 2 ? `20${String(1000000 + n).slice(-7)}K` : '',
  handphone_no: `8${String(1000000 + n).padStart(7, '0')}`,
  email: `merchant${n}@ops.test`,
  name: `Ahmad Merchant${n}`,
  person_incharge: 'Siti',
  incharge_handphone_no: '',
  incharge_email: `pic${n}@ops.test`,
  ...extra,
});

/** Admin creates the merchant; the merchant sets its password from the e-mailed link and signs in. */
async function onboardMerchant(n: number) {
  const res = await call('POST', '/admin/merchants', admin.cookie, merchantBody(n));
  expect(res.statusCode).toBe(200);
  const view = result<MerchantView>(res);
  const mails = await t.database.db
    .select()
    .from(outboxMessages)
    .where(eq(outboxMessages.templateName, 'merchant_welcome'));
  const own = mails.find((o) => o.recipients.includes(view.email));
  const token = /token=([A-Za-z0-9_-]+)/.exec(own?.body ?? '')?.[1];
  expect(token).toBeTruthy();
  const set = await call('POST', '/set-password', undefined, {
    token,
    password: 'Merch1234',
    confirm_password: 'Merch1234',
  });
  expect(set.statusCode).toBe(200);
  const login = await call('POST', '/login', undefined, {
    identity: view.email,
    password: 'Merch1234',
    remember: false,
  });
  expect(login.statusCode).toBe(200);
  const cookie = login.cookies.find((c) => c.name === 'reno_session');
  return { view, cookie: `reno_session=${cookie?.value}` };
}

beforeAll(async () => {
  t = await createTestApp({ ADMIN_NOTIFY_EMAILS: 'ops-admin@test.sg' });
  await seedCatalogue(t.database.db);
  jpeg = await makeJpeg(40, 30);
  client = await loginAs(t, 'client');
  otherClient = await loginAs(t, 'client');
  admin = await loginAs(t, 'admin', {
    permissions: ['review_payments', 'manage_projects', 'manage_merchants', 'support'],
  });
  plainAdmin = await loginAs(t, 'admin', { permissions: [] });
  pm = await loginAs(t, 'project_manager');
  otherPm = await loginAs(t, 'project_manager');
  projectId = await approvedProject(client);
  otherProjectId = await approvedProject(otherClient);
  merchantA = await onboardMerchant(1);
  merchantB = await onboardMerchant(2);
}, 120_000);
afterAll(() => t.close());

const detail = async (id = projectId) => {
  const res = await call('GET', `/admin/projects/${id}`, admin.cookie);
  expect(res.statusCode).toBe(200);
  return result<ProjectDeskDetail>(res);
};

describe('project services from the approved deposit', () => {
  it('makes one service per category of the quotation, adding up to it to the cent', async () => {
    const d = await detail();
    services = d.services;
    const [q] = await t.database.db
      .select()
      .from(projectQuotations)
      .where(eq(projectQuotations.projectId, projectId));
    // The test quotation has three categories (floor tiles, wall tiles, cleaning): three services.
    expect(services).toHaveLength(3);
    expect(new Set(services.map((s) => s.services)).size).toBe(3);
    expect(services.flatMap((s) => s.lines.map((l) => l._id)).length).toBe(q?.totalItems);
    expect(services.reduce((n, s) => n + s.amount_cents, 0)).toBe(q?.totalAmount);
    for (const s of services) {
      expect(s.status).toBe('Unassigned');
      expect(s.amount_cents).toBe(s.lines.reduce((n, l) => n + l.price, 0));
    }
  });

  it('sends the client a payment e-mail written to them, not the admin lead notice', async () => {
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.subject, 'Payment Approved'));
    expect(mails.length).toBeGreaterThan(0);
    for (const mail of mails) {
      expect(mail.templateName).toBe('client_payment_decision');
      expect(mail.body).not.toContain('Phone verification');
      expect(mail.body).not.toContain('Email: -');
      expect(mail.body).toContain('Thank you. We have received your payment of');
    }
  });
});

describe('admin merchants', () => {
  it('lists merchants with paging, sorting and filtering, and refuses unknown fields', async () => {
    const res = await call(
      'GET',
      '/admin/merchants?sortBy=company_name&sort=desc&rowsPerPage=50',
      admin.cookie,
    );
    expect(res.statusCode).toBe(200);
    const page = result<{ items: MerchantView[]; totalCount: number }>(res);
    expect(page.totalCount).toBe(2);
    expect(page.items.map((i) => i.company_name)).toEqual(['Merchant 2 Pte Ltd', 'Merchant 1 Pte Ltd']);
    const found = await call('GET', '/admin/merchants?search=merchant1@&searchBy=email', admin.cookie);
    expect(result<{ items: MerchantView[] }>(found).items.map((i) => i._id)).toEqual([merchantA.view._id]);
    expect((await call('GET', '/admin/merchants?sortBy=password_hash', admin.cookie)).statusCode).toBe(400);
  });

  it('refuses a bad UEN and a taken e-mail with field messages, creating nothing', async () => {
    const bad = await call('POST', '/admin/merchants', admin.cookie, merchantBody(9, { uen: 'nope' }));
    expect(bad.statusCode).toBe(400);
    const taken = await call(
      'POST',
      '/admin/merchants',
      admin.cookie,
      merchantBody(9, { email: 'merchant1@ops.test' }),
    );
    expect(taken.statusCode).toBe(409);
    expect(taken.json<{ message: string }>().message).toBe(m.merchantEmailTaken);
    const [row] = await t.database.db.select().from(users).where(eq(users.email, 'merchant9@ops.test'));
    expect(row).toBeUndefined();
  });

  it('edits a merchant; only admins with the overview permission manage merchants', async () => {
    const res = await call('PATCH', `/admin/merchants/${merchantB.view._id}`, admin.cookie, {
      specialization: 'Hacking & Flooring Works',
    });
    expect(res.statusCode).toBe(200);
    expect(result<MerchantView>(res).specialization).toBe('Hacking & Flooring Works');
    expect((await call('GET', '/admin/merchants', plainAdmin.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/admin/merchants', merchantA.cookie)).statusCode).toBe(403);
    expect((await call('GET', '/admin/merchants')).statusCode).toBe(401);
    expect((await call('GET', '/admin/merchants/nope', admin.cookie)).statusCode).toBe(404);
  });

  it('lets a merchant read and edit its own profile, not its UEN', async () => {
    const res = await call('PATCH', '/merchant/profile', merchantA.cookie, {
      company_description: 'We build it',
    });
    expect(res.statusCode).toBe(200);
    expect(result<MerchantView>(res).company_description).toBe('We build it');
    const uen = await call('PATCH', '/merchant/profile', merchantA.cookie, { uen: '201234567Z' });
    expect(result<MerchantView>(uen).uen).toBe(merchantA.view.uen);
    expect((await call('GET', '/merchant/profile', client.cookie)).statusCode).toBe(403);
  });
});

describe('assignment and the merchant answer', () => {
  it('assigns a merchant, tells it, and refuses a second admin assigning another at the same time', async () => {
    const s = services[0]!;
    const [first, second] = await Promise.all([
      call('POST', `/admin/projects/${projectId}/services/${s._id}/assign`, admin.cookie, {
        merchant_id: merchantA.view._id,
      }),
      call('POST', `/admin/projects/${projectId}/services/${s._id}/assign`, admin.cookie, {
        merchant_id: merchantB.view._id,
      }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const winner = first.statusCode === 200 ? merchantA : merchantB;
    // Straighten to merchant A for the rest of the suite.
    if (winner === merchantB) {
      await call('POST', `/admin/projects/${projectId}/services/${s._id}/unassign`, admin.cookie);
      await call('POST', `/admin/projects/${projectId}/services/${s._id}/assign`, admin.cookie, {
        merchant_id: merchantA.view._id,
      });
    }
    const again = await call('POST', `/admin/projects/${projectId}/services/${s._id}/assign`, admin.cookie, {
      merchant_id: merchantA.view._id,
    });
    expect(again.statusCode).toBe(200);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(
        and(eq(notifications.receiverId, merchantA.view._id), eq(notifications.action, 'service_assigned')),
      );
    expect(notice?.merchantId).toBe(merchantA.view._id);
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.templateName, 'merchant_service_assigned'));
    expect(mails.some((o) => o.recipients.includes(merchantA.view.email))).toBe(true);
  });

  it('refuses assigning a service of another project, a stranger, and a client or merchant assigning', async () => {
    const s = services[1]!;
    expect(
      (
        await call('POST', `/admin/projects/${otherProjectId}/services/${s._id}/assign`, admin.cookie, {
          merchant_id: merchantA.view._id,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await call('POST', `/admin/projects/${projectId}/services/${s._id}/assign`, admin.cookie, {
          merchant_id: client.user.id,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('POST', `/admin/projects/${projectId}/services/${s._id}/assign`, merchantA.cookie, {
          merchant_id: merchantA.view._id,
        })
      ).statusCode,
    ).toBe(403);
  });

  it('shows the merchant its incoming project with only its own services and lines', async () => {
    const incoming = await call('GET', '/merchant/projects?status=incoming', merchantA.cookie);
    expect(incoming.statusCode).toBe(200);
    const page = result<{ items: { _id: string; services: { _id: string }[] }[]; totalCount: number }>(
      incoming,
    );
    expect(page.items.map((i) => i._id)).toEqual([projectId]);
    expect(page.items[0]!.services.map((s) => s._id)).toEqual([services[0]!._id]);
    const res = await call('GET', `/merchant/projects/${projectId}`, merchantA.cookie);
    expect(res.statusCode).toBe(200);
    const d = result<{
      services: { _id: string; lines: unknown[] }[];
      amount_cents: number;
      is_current: boolean;
    }>(res);
    expect(d.services.map((s) => s._id)).toEqual([services[0]!._id]);
    expect(d.services[0]!.lines).toHaveLength(services[0]!.lines.length);
    expect(d.amount_cents).toBe(services[0]!.amount_cents);
    expect(d.is_current).toBe(false);
    expect(JSON.stringify(d)).not.toContain(services[1]!.services);
  });

  it('answers 404 to a merchant reading or answering a project or service not assigned to it', async () => {
    expect((await call('GET', `/merchant/projects/${projectId}`, merchantB.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/merchant/projects/${otherProjectId}`, merchantA.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/merchant/services/${services[0]!._id}/accept`, merchantB.cookie)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/merchant/services/nope/accept', merchantB.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${projectId}/schedule`, merchantB.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${projectId}/files`, merchantB.cookie)).statusCode).toBe(404);
    expect(
      (await call('POST', `/merchant/services/${services[0]!._id}/accept`, client.cookie)).statusCode,
    ).toBe(403);
  });

  it('accepts once: a double click answers the second with a conflict, and the admins are told', async () => {
    const [a, b] = await Promise.all([
      call('POST', `/merchant/services/${services[0]!._id}/accept`, merchantA.cookie),
      call('POST', `/merchant/services/${services[0]!._id}/accept`, merchantA.cookie),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const conflict = a.statusCode === 409 ? a : b;
    expect(conflict.json<{ message: string }>().message).toBe(m.serviceAlreadyAnswered);
    const current = result<{ items: { _id: string }[] }>(
      await call('GET', '/merchant/projects?status=current', merchantA.cookie),
    );
    expect(current.items.map((i) => i._id)).toEqual([projectId]);
    const notices = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.toAdmin, true), eq(notifications.action, 'service_accepted')));
    expect(notices).toHaveLength(1);
    // An accepted service cannot be reassigned.
    const reassign = await call(
      'POST',
      `/admin/projects/${projectId}/services/${services[0]!._id}/assign`,
      admin.cookie,
      {
        merchant_id: merchantB.view._id,
      },
    );
    expect(reassign.statusCode).toBe(409);
  });

  it('declines with a reason: the service goes back to the admin with it', async () => {
    const s = services[1]!;
    await call('POST', `/admin/projects/${projectId}/services/${s._id}/assign`, admin.cookie, {
      merchant_id: merchantB.view._id,
    });
    const empty = await call('POST', `/merchant/services/${s._id}/decline`, merchantB.cookie, {
      reason: '  ',
    });
    expect(empty.statusCode).toBe(400);
    const res = await call('POST', `/merchant/services/${s._id}/decline`, merchantB.cookie, {
      reason: 'Fully booked in December',
    });
    expect(res.statusCode).toBe(200);
    const after = (await detail()).services.find((x) => x._id === s._id)!;
    expect(after).toMatchObject({
      status: 'Declined',
      merchant_id: null,
      decline_reason: 'Fully booked in December',
    });
    expect(after.declined_by?._id).toBe(merchantB.view._id);
    const [notice] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.toAdmin, true), eq(notifications.action, 'service_declined')));
    expect(notice?.content).toContain('Fully booked in December');
    expect(
      (await call('POST', `/merchant/services/${s._id}/decline`, merchantB.cookie, { reason: 'again' }))
        .statusCode,
    ).toBe(409);
    expect((await call('GET', `/merchant/projects/${projectId}`, merchantB.cookie)).statusCode).toBe(404);
  });

  it('deactivates a merchant: its sessions end, it cannot sign in or be assigned, and keeps what it holds', async () => {
    const off = await call('POST', `/admin/merchants/${merchantB.view._id}/deactivate`, admin.cookie);
    expect(off.statusCode).toBe(200);
    expect(result<MerchantView>(off).is_active).toBe(false);
    expect((await call('GET', '/merchant/profile', merchantB.cookie)).statusCode).toBe(401);
    const login = await call('POST', '/login', undefined, {
      identity: merchantB.view.email,
      password: 'Merch1234',
      remember: false,
    });
    expect(login.statusCode).toBe(401);
    const assign = await call(
      'POST',
      `/admin/projects/${projectId}/services/${services[1]!._id}/assign`,
      admin.cookie,
      {
        merchant_id: merchantB.view._id,
      },
    );
    expect(assign.statusCode).toBe(422);
    const options = result<{ _id: string }[]>(await call('GET', '/admin/merchants/active', admin.cookie));
    expect(options.map((o) => o._id)).toEqual([merchantA.view._id]);
    expect(
      (await call('POST', `/admin/merchants/${merchantB.view._id}/activate`, admin.cookie)).statusCode,
    ).toBe(200);
    const back = await call('POST', '/login', undefined, {
      identity: merchantB.view.email,
      password: 'Merch1234',
      remember: false,
    });
    expect(back.statusCode).toBe(200);
    merchantB.cookie = `reno_session=${back.cookies.find((c) => c.name === 'reno_session')?.value}`;
  });
});

describe('milestones', () => {
  it('advances in order with a date, refusing skips, earlier dates and repeats', async () => {
    const url = `/merchant/projects/${projectId}/milestones`;
    const first = await call('POST', url, merchantA.cookie, { milestone: 'Deposit', date: '2026-12-01' });
    expect(first.statusCode).toBe(200);
    expect(result<{ milestone: string; done: boolean }[]>(first)[0]).toMatchObject({
      milestone: 'Deposit',
      done: true,
    });
    expect(
      (await call('POST', url, merchantA.cookie, { milestone: 'Start Works', date: '2026-12-02' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', url, merchantA.cookie, { milestone: 'Confirmation', date: '2026-11-30' }))
        .statusCode,
    ).toBe(409);
    expect(
      (await call('POST', url, merchantA.cookie, { milestone: 'Deposit', date: '2026-12-02' })).statusCode,
    ).toBe(409);
    expect(
      (await call('POST', url, merchantA.cookie, { milestone: 'Painting', date: '2026-12-02' })).statusCode,
    ).toBe(400);
    expect(
      (await call('POST', url, merchantB.cookie, { milestone: 'Deposit', date: '2026-12-02' })).statusCode,
    ).toBe(404);
    const d = await detail();
    expect(d.milestones).toEqual([
      expect.objectContaining({
        merchant_id: merchantA.view._id,
        milestones: expect.arrayContaining([{ milestone: 'Deposit', date: '2026-12-01', done: true }]),
      }),
    ]);
  });
});

describe('schedule', () => {
  const schedule = () => ({
    time_schedule: { meeting_1: '2026-12-07', meeting_2: '2027-01-11', meeting_3: null },
    services_schedule: [
      { project_service_id: services[0]!._id, date: '2026-12-09', type: 'works', stage: 0, note: 'Hacking' },
      { project_service_id: services[1]!._id, date: '2026-12-10', type: 'other', stage: 1 },
    ],
  });

  it('refuses meetings out of order and services of another project, saving nothing', async () => {
    const bad = await call('PUT', `/projects/${projectId}/schedule`, admin.cookie, {
      ...schedule(),
      time_schedule: { meeting_1: '2026-12-07', meeting_2: '2026-12-01', meeting_3: null },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ errors: { message: string }[] }>().errors[0]?.message).toBe(m.meetingsOutOfOrder);
    const foreign = (await detail(otherProjectId)).services[0]!._id;
    const other = await call('PUT', `/projects/${projectId}/schedule`, admin.cookie, {
      ...schedule(),
      services_schedule: [{ project_service_id: foreign, date: '2026-12-09', type: 'works', stage: 0 }],
    });
    expect(other.statusCode).toBe(400);
    expect(
      (await call('GET', `/projects/${projectId}/time-schedule`, client.cookie)).json<{
        result: { schedule: unknown };
      }>().result.schedule,
    ).toBeNull();
  });

  it('is set by the admin or the assigned project manager only, and tells the client and merchants', async () => {
    expect((await call('PUT', `/projects/${projectId}/schedule`, client.cookie, schedule())).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/projects/${projectId}/schedule`, merchantA.cookie, schedule())).statusCode,
    ).toBe(403);
    expect((await call('PUT', `/projects/${projectId}/schedule`, pm.cookie, schedule())).statusCode).toBe(
      404,
    );
    const assigned = await call('PUT', `/admin/projects/${projectId}/project-manager`, admin.cookie, {
      project_manager_id: pm.user.id,
    });
    expect(assigned.statusCode).toBe(200);
    const res = await call('PUT', `/projects/${projectId}/schedule`, pm.cookie, schedule());
    expect(res.statusCode).toBe(200);
    const clientView = await call('GET', `/projects/${projectId}/time-schedule`, client.cookie);
    expect(clientView.json<{ result: { schedule: unknown } }>().result.schedule).toEqual(
      schedule().time_schedule,
    );
    // The client's existing calendar read carries the services schedule too.
    const works = clientView.json<{ result: { services_schedule: { date: string; type: string }[] } }>()
      .result;
    expect(works.services_schedule.map((e) => [e.date, e.type])).toEqual([
      ['2026-12-09', 'works'],
      ['2026-12-10', 'other'],
    ]);
    const mails = await t.database.db.select().from(outboxMessages);
    expect(mails.filter((o) => o.templateName === 'client_schedule_set').length).toBe(1);
    expect(mails.filter((o) => o.templateName === 'merchant_schedule_set').length).toBe(1);
  });

  it('shows a merchant only its own entries, and its calendar week from Monday', async () => {
    const own = result<{ services_schedule: { project_service_id: string }[] }>(
      await call('GET', `/projects/${projectId}/schedule`, merchantA.cookie),
    );
    expect(own.services_schedule.map((e) => e.project_service_id)).toEqual([services[0]!._id]);
    const week = await call('GET', '/merchant/calendar?week=2026-12-09', merchantA.cookie);
    expect(week.statusCode).toBe(200);
    const w = result<{ week_start: string; week_end: string; events: { kind: string; date: string }[] }>(
      week,
    );
    expect(w.week_start).toBe('2026-12-07');
    expect(w.week_end).toBe('2026-12-13');
    expect(w.events.map((e) => [e.date, e.kind])).toEqual([
      ['2026-12-07', 'meeting'],
      ['2026-12-09', 'works'],
    ]);
    const empty = result<{ events: unknown[] }>(
      await call('GET', '/merchant/calendar?week=2026-12-14', merchantB.cookie),
    );
    expect(empty.events).toEqual([]);
  });
});

describe('project files and the client side', () => {
  it('attaches a special specification the client then sees and opens; strangers get 404', async () => {
    const up = await uploadFile(t, admin.cookie, {
      category: 'special_specification',
      fileName: 'kitchen-spec.jpg',
      bytes: jpeg,
      contentType: 'image/jpeg',
    });
    expect(up.statusCode).toBe(200);
    const fileId = result<{ _id: string }>(up)._id;
    const wrongKind = await call('POST', `/projects/${projectId}/files`, admin.cookie, {
      file_id: fileId,
      kind: 'floorplan',
    });
    expect(wrongKind.statusCode).toBe(400);
    const attach = await call('POST', `/projects/${projectId}/files`, admin.cookie, {
      file_id: fileId,
      kind: 'special_specification',
      area: 'Kitchen',
      description: 'Quartz top',
    });
    expect(attach.statusCode).toBe(200);
    expect(
      (
        await call('POST', `/projects/${projectId}/files`, client.cookie, {
          file_id: fileId,
          kind: 'special_specification',
        })
      ).statusCode,
    ).toBe(403);
    const specs = await call('GET', `/projects/${projectId}/special-specifications`, client.cookie);
    const list = result<{ items: { area: string; path: string }[]; is_unlocked: boolean }>(specs);
    expect(list.is_unlocked).toBe(true);
    expect(list.items).toEqual([expect.objectContaining({ area: 'Kitchen', description: 'Quartz top' })]);
    expect(
      (await t.app.inject({ method: 'GET', url: list.items[0]!.path, headers: { cookie: client.cookie } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: list.items[0]!.path,
          headers: { cookie: otherClient.cookie },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/projects/${projectId}/special-specifications`, otherClient.cookie)).statusCode,
    ).toBe(404);
    const merchantFiles = result<unknown[]>(
      await call('GET', `/projects/${projectId}/files`, merchantA.cookie),
    );
    expect(merchantFiles).toHaveLength(1);
  });

  it('shows the client its merchants with public fields only', async () => {
    const res = await call('GET', `/projects/${projectId}/merchants`, client.cookie);
    expect(res.statusCode).toBe(200);
    const page = result<{
      items: { services: string; merchant: Record<string, unknown> }[];
      is_unlocked: boolean;
    }>(res);
    expect(page.is_unlocked).toBe(true);
    expect(page.items).toHaveLength(1);
    expect(page.items[0]!.merchant.company_name).toBe('Merchant 1 Pte Ltd');
    for (const secret of [
      'uen',
      'gst_reg_no',
      'person_incharge',
      'incharge_email',
      'incharge_handphone_no',
      'is_active',
    ])
      expect(page.items[0]!.merchant).not.toHaveProperty(secret);
    expect((await call('GET', `/projects/${projectId}/merchants`, otherClient.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/projects/${projectId}/merchants`, merchantA.cookie)).statusCode).toBe(403);
    const search = await call(
      'GET',
      `/projects/${projectId}/merchants?search=nothing-like-this`,
      client.cookie,
    );
    expect(result<{ totalCount: number }>(search).totalCount).toBe(0);
  });
});

describe('merchant transactions and support', () => {
  it('lists service fees; ongoing variation orders and completed are empty for now', async () => {
    const fees = result<{ items: { amount_cents: number }[]; total_amount_cents: number }>(
      await call('GET', '/merchant/transactions?tab=service-fee', merchantA.cookie),
    );
    expect(fees.items.map((i) => i.amount_cents)).toEqual([services[0]!.amount_cents]);
    expect(fees.total_amount_cents).toBe(services[0]!.amount_cents);
    for (const tab of ['ongoing-vo', 'completed'])
      expect(
        result<{ totalCount: number }>(
          await call('GET', `/merchant/transactions?tab=${tab}`, merchantA.cookie),
        ).totalCount,
      ).toBe(0);
    expect((await call('GET', '/merchant/transactions?tab=nope', merchantA.cookie)).statusCode).toBe(400);
  });

  it('sends a support request with an image to the admins', async () => {
    const up = await uploadFile(t, merchantA.cookie, {
      category: 'support_img',
      fileName: 's.jpg',
      bytes: jpeg,
      contentType: 'image/jpeg',
    });
    const imageId = result<{ _id: string }>(up)._id;
    expect(
      (await call('POST', '/merchant/support', merchantA.cookie, { subject: '', message: 'x' })).statusCode,
    ).toBe(400);
    const res = await call('POST', '/merchant/support', merchantA.cookie, {
      subject: 'Site access',
      message: 'The lift is under repair',
      image_file_id: imageId,
      project_id: projectId,
    });
    expect(res.statusCode).toBe(200);
    expect(
      (
        await call('POST', '/merchant/support', merchantB.cookie, {
          subject: 'x',
          message: 'y',
          project_id: projectId,
        })
      ).statusCode,
    ).toBe(404);
    const list = await call('GET', '/admin/support-requests', admin.cookie);
    expect(result<{ items: { subject: string; image_path: string }[] }>(list).items[0]).toMatchObject({
      subject: 'Site access',
    });
    expect((await call('GET', '/admin/support-requests', plainAdmin.cookie)).statusCode).toBe(403);
    const mails = await t.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.templateName, 'admin_support_request'));
    expect(mails).toHaveLength(1);
  });
});

describe('project desk and project manager', () => {
  it('lists projects with filters by phase, stage, client and postal code', async () => {
    const all = result<{ items: { _id: string; services_total: number }[]; totalCount: number }>(
      await call('GET', '/admin/projects?rowsPerPage=50', admin.cookie),
    );
    expect(all.totalCount).toBe(2);
    const byClient = result<{ items: { _id: string }[] }>(
      await call(
        'GET',
        `/admin/projects?search=${encodeURIComponent(otherClient.user.email)}&searchBy=client`,
        admin.cookie,
      ),
    );
    expect(byClient.items.map((i) => i._id)).toEqual([otherProjectId]);
    const byPhase = result<{ totalCount: number }>(
      await call('GET', '/admin/projects?findBy=phase&find=ongoing', admin.cookie),
    );
    expect(byPhase.totalCount).toBe(2);
    const byStage = result<{ totalCount: number }>(
      await call('GET', '/admin/projects?findBy=stage&find=5', admin.cookie),
    );
    expect(byStage.totalCount).toBe(0);
    expect(
      (await call('GET', '/admin/projects?findBy=renovation_postal_code&find=99', admin.cookie)).statusCode,
    ).toBe(200);
    expect((await call('GET', '/admin/projects', pm.cookie)).statusCode).toBe(403);
  });

  it('shows a project manager only the projects assigned to them', async () => {
    const mine = result<{ items: { _id: string }[] }>(await call('GET', '/pm/projects', pm.cookie));
    expect(mine.items.map((i) => i._id)).toEqual([projectId]);
    expect((await call('GET', `/pm/projects/${projectId}`, pm.cookie)).statusCode).toBe(200);
    expect((await call('GET', `/pm/projects/${otherProjectId}`, pm.cookie)).statusCode).toBe(404);
    expect((await call('GET', `/pm/projects/${projectId}`, otherPm.cookie)).statusCode).toBe(404);
    expect(result<{ items: unknown[] }>(await call('GET', '/pm/projects', otherPm.cookie)).items).toEqual([]);
  });

  it('answers a project manager not assigned to the project 404 on the shared project routes, changing nothing', async () => {
    // The authorization table has one project manager (assigned); the unassigned one is checked here.
    const up = await uploadFile(t, otherPm.cookie, {
      category: 'special_specification',
      fileName: 'pm-spec.jpg',
      bytes: jpeg,
      contentType: 'image/jpeg',
    });
    const fileId = result<{ _id: string }>(up)._id;
    const before = result<unknown[]>(await call('GET', `/projects/${projectId}/files`, admin.cookie));
    const scheduleBefore = result<unknown>(
      await call('GET', `/projects/${projectId}/schedule`, admin.cookie),
    );
    const refused = [
      await call('GET', `/projects/${projectId}/schedule`, otherPm.cookie),
      await call('PUT', `/projects/${projectId}/schedule`, otherPm.cookie, {
        time_schedule: { meeting_1: '2027-02-01', meeting_2: null, meeting_3: null },
        services_schedule: [],
      }),
      await call('GET', `/projects/${projectId}/files`, otherPm.cookie),
      await call('POST', `/projects/${projectId}/files`, otherPm.cookie, {
        file_id: fileId,
        kind: 'special_specification',
      }),
      await call('POST', '/merchant/support', otherPm.cookie, {
        subject: 'Site access',
        message: 'Which lift?',
        project_id: projectId,
      }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(result<unknown[]>(await call('GET', `/projects/${projectId}/files`, admin.cookie))).toEqual(
      before,
    );
    expect(result<unknown>(await call('GET', `/projects/${projectId}/schedule`, admin.cookie))).toEqual(
      scheduleBefore,
    );
  });

  it('creates a project for an existing client the client then sees, and one for an invited new client', async () => {
    const lookup = await call(
      'GET',
      `/pm/clients/lookup?identity=${encodeURIComponent(otherClient.user.email)}`,
      pm.cookie,
    );
    expect(result<{ _id: string }>(lookup)._id).toBe(otherClient.user.id);
    expect((await call('GET', '/pm/clients/lookup?identity=nobody@none.sg', pm.cookie)).statusCode).toBe(404);
    const payload = {
      creation_key: 'pm-create-0001',
      client: { mode: 'existing', identity: otherClient.user.email },
      renovation_address: '1 Orchard Road',
      renovation_postal_code: '238801',
      questionnaire: { property_type: 'HDB', property_room: '5 Rooms' },
      checkpoint: body(18).checkpoint,
    };
    const badPostal = await call('POST', '/pm/projects', pm.cookie, {
      ...payload,
      renovation_postal_code: 'abc',
    });
    expect(badPostal.statusCode).toBe(400);
    const [a, b] = await Promise.all([
      call('POST', '/pm/projects', pm.cookie, payload),
      call('POST', '/pm/projects', pm.cookie, payload),
    ]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    const created = result<{ _id: string; client_invited: boolean; quotation_total: number | null }>(a);
    expect(result<{ _id: string }>(b)._id).toBe(created._id);
    expect(created.client_invited).toBe(false);
    expect(created.quotation_total).toBeGreaterThan(0);
    const clientList = await call('GET', '/client-projects?rowsPerPage=50', otherClient.cookie);
    expect(JSON.stringify(clientList.json())).toContain(created._id);
    expect(
      result<{ items: { _id: string }[] }>(await call('GET', '/pm/projects', pm.cookie)).items.map(
        (i) => i._id,
      ),
    ).toContain(created._id);

    const invited = await call('POST', '/pm/projects', pm.cookie, {
      ...payload,
      creation_key: 'pm-create-0002',
      client: { mode: 'new', first_name: 'New', last_name: 'Client', email: 'new.client@ops.test' },
      checkpoint: undefined,
    });
    expect(invited.statusCode).toBe(200);
    expect(result<{ client_invited: boolean; quotation_total: number | null }>(invited)).toMatchObject({
      client_invited: true,
      quotation_total: null,
    });
    const mail = (
      await t.database.db
        .select()
        .from(outboxMessages)
        .where(eq(outboxMessages.templateName, 'client_invitation'))
    )[0];
    expect(mail?.recipients).toEqual(['new.client@ops.test']);
    expect(mail?.body).toContain('/set-password?token=');
    expect((await call('POST', '/pm/projects', merchantA.cookie, payload)).statusCode).toBe(403);
  });
});

describe('notifications', () => {
  it('lists, counts and marks read for the merchant; another reader gets 404', async () => {
    const list = await call('GET', '/notifications', merchantA.cookie);
    const page = result<{ items: { _id: string; is_read: boolean; action: string }[]; unread: number }>(list);
    expect(page.items.some((n) => n.action === 'service_assigned')).toBe(true);
    expect(page.unread).toBeGreaterThan(0);
    const first = page.items[0]!;
    expect((await call('POST', `/notifications/${first._id}/read`, merchantB.cookie)).statusCode).toBe(404);
    expect((await call('POST', `/notifications/${first._id}/read`, merchantA.cookie)).statusCode).toBe(200);
    const count = result<{ unread: number }>(
      await call('GET', '/notifications/unread-count', merchantA.cookie),
    );
    expect(count.unread).toBe(page.unread - 1);
    expect(
      result<{ updated: number }>(await call('POST', '/notifications/read-all', merchantA.cookie)).updated,
    ).toBe(count.unread);
    expect(
      result<{ unread: number }>(await call('GET', '/notifications/unread-count', merchantA.cookie)).unread,
    ).toBe(0);
    expect((await call('GET', '/notifications')).statusCode).toBe(401);
  });

  it('gives admins the to_admin notices and clients their own', async () => {
    const adminPage = result<{ items: { to_admin: boolean; action: string }[] }>(
      await call('GET', '/notifications?rowsPerPage=100', admin.cookie),
    );
    expect(adminPage.items.every((n) => n.to_admin)).toBe(true);
    expect(adminPage.items.map((n) => n.action)).toEqual(
      expect.arrayContaining(['service_accepted', 'service_declined', 'support_request']),
    );
    const clientPage = result<{ items: { action: string; to_admin: boolean }[] }>(
      await call('GET', '/notifications?rowsPerPage=100', client.cookie),
    );
    expect(clientPage.items.map((n) => n.action)).toEqual(
      expect.arrayContaining(['payment_approved', 'schedule_set', 'milestone_reached']),
    );
    expect(clientPage.items.every((n) => !n.to_admin)).toBe(true);
    const unreadOnly = result<{ items: { is_read: boolean }[] }>(
      await call('GET', '/notifications?unread=true', client.cookie),
    );
    expect(unreadOnly.items.every((n) => !n.is_read)).toBe(true);
  });
});

describe('more refusals and the remaining routes', () => {
  it('withdraws an unanswered assignment, but not an accepted one', async () => {
    const s = services[2]!;
    await call('POST', `/admin/projects/${projectId}/services/${s._id}/assign`, admin.cookie, {
      merchant_id: merchantB.view._id,
    });
    const back = await call('POST', `/admin/projects/${projectId}/services/${s._id}/unassign`, admin.cookie);
    expect(back.statusCode).toBe(200);
    expect(result<{ status: string; merchant_id: string | null }>(back)).toMatchObject({
      status: 'Unassigned',
      merchant_id: null,
    });
    const accepted = await call(
      'POST',
      `/admin/projects/${projectId}/services/${services[0]!._id}/unassign`,
      admin.cookie,
    );
    expect(accepted.statusCode).toBe(409);
    expect((await call('POST', `/merchant/services/${s._id}/accept`, merchantB.cookie)).statusCode).toBe(404);
  });

  it('lets the assigned project manager attach a drawing and remove it; others cannot remove it', async () => {
    const up = await uploadFile(t, pm.cookie, {
      category: 'detailed_drawing',
      fileName: 'drawing.jpg',
      bytes: jpeg,
      contentType: 'image/jpeg',
    });
    const fileId = result<{ _id: string }>(up)._id;
    const attached = await call('POST', `/projects/${projectId}/files`, pm.cookie, {
      file_id: fileId,
      kind: 'detailed_drawing',
    });
    expect(attached.statusCode).toBe(200);
    const pf = result<{ _id: string; uploaded_by_role: string }>(attached);
    expect(pf.uploaded_by_role).toBe('project_manager');
    // Someone else's upload cannot be attached, not even by the admin.
    expect(
      (
        await call('POST', `/projects/${projectId}/files`, admin.cookie, {
          file_id: fileId,
          kind: 'detailed_drawing',
        })
      ).statusCode,
    ).toBe(400);
    // The merchant on the project reads it; it cannot remove the project manager's file.
    const path = `/api/v1/files/${fileId}`;
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: { cookie: merchantA.cookie } })).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: path, headers: { cookie: merchantB.cookie } })).statusCode,
    ).toBe(404);
    expect(
      (await call('DELETE', `/projects/${projectId}/files/${pf._id}`, merchantA.cookie)).statusCode,
    ).toBe(404);
    expect((await call('DELETE', `/projects/${projectId}/files/${pf._id}`, otherPm.cookie)).statusCode).toBe(
      404,
    );
    expect((await call('DELETE', `/projects/${projectId}/files/${pf._id}`, pm.cookie)).statusCode).toBe(200);
    expect((await call('DELETE', `/projects/${projectId}/files/${pf._id}`, pm.cookie)).statusCode).toBe(404);
  });

  it('gives the project manager the whole project page of an assigned project', async () => {
    const res = await call('GET', `/pm/projects/${projectId}`, pm.cookie);
    const d = result<ProjectDeskDetail>(res);
    expect(d.project_manager?._id).toBe(pm.user.id);
    expect(d.payments[0]).toMatchObject({ stage: 1, status: 'Approved' });
    expect(d.services).toHaveLength(3);
    expect(d.time_schedule?.meeting_1).toBe('2026-12-07');
    expect((await call('GET', `/admin/projects/${projectId}`, pm.cookie)).statusCode).toBe(403);
    expect(
      (
        await call('PUT', `/admin/projects/${projectId}/project-manager`, admin.cookie, {
          project_manager_id: client.user.id,
        })
      ).statusCode,
    ).toBe(400);
    expect((await call('GET', '/admin/project-managers', admin.cookie)).statusCode).toBe(200);
  });

  it('answers the desk list with the same number of statements whatever the number of projects', async () => {
    const url = '/admin/projects?rowsPerPage=50';
    await call('GET', url, admin.cookie); // the session is cached from here on
    const before = await t.statements.during(() => call('GET', url, admin.cookie));
    await approvedProject(otherClient);
    await call('GET', url, admin.cookie);
    const after = await t.statements.during(() => call('GET', url, admin.cookie));
    expect(after.count).toBe(before.count);
    expect(after.count).toBeLessThanOrEqual(6);
  });
});

describe('service rows', () => {
  it('keeps the merchant and status consistent in the database', async () => {
    const rows = await t.database.db
      .select()
      .from(projectServices)
      .where(eq(projectServices.projectId, projectId));
    for (const r of rows)
      expect(r.merchantId === null).toBe(r.status === 'Unassigned' || r.status === 'Declined');
  });
});
