import {
  ADMIN_PERMISSIONS,
  addCalendarDays,
  CreateDesignNowProject,
  type SessionUser,
  emvAmount,
  parseMoneyText,
  PAYMENTS_ONLY_PERMISSIONS,
  standardLayout,
} from '@reno/domain';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { AppContext } from '../../app-context.js';
import { storeFile } from '../../modules/files/files.service.js';
import {
  getPayNowInstructions,
  getProjectPayments,
  reviewPayment,
  submitReceipt,
} from '../../modules/payments/payments.service.js';
import { createDesignNowProject } from '../../modules/projects/projects.service.js';
import { advanceMilestone } from '../../modules/operations/milestones.service.js';
import { assignProjectManager } from '../../modules/operations/project-desk.service.js';
import { acceptService, assignMerchant } from '../../modules/operations/project-services.service.js';
import { setProjectSchedule } from '../../modules/operations/schedule.service.js';
import type { Db } from '../client.js';
import { users } from '../schema/accounts.js';
import { adminGroupMembers, adminGroups } from '../schema/back-office.js';
import { projectServices } from '../schema/operations.js';
import { createUser } from './factories.js';
import { seedRewardsDemo } from './rewards-demo.js';

export const DEMO_PASSWORD = 'Demo1234';

/** The demo accounts of the README. Written only into an empty database, in one transaction. */
export async function seedDemoData(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(users);
  if (Number(row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    await createUser(tx, {
      role: 'client',
      email: 'client@demo.sg',
      password: DEMO_PASSWORD,
      firstName: 'Wei Ling',
      lastName: 'Tan',
      handphoneNo: '91234567',
    });
    await createUser(tx, {
      role: 'merchant',
      email: 'merchant@demo.sg',
      password: DEMO_PASSWORD,
      firstName: 'Ahmad',
      lastName: 'Rahman',
      handphoneNo: '81234567',
      companyName: 'Lion City Renovation Pte Ltd',
      // Issue 12: three merchants of different trades, one GST-registered.
      merchant: {
        specialization: 'Hacking & Flooring Works',
        companyDescription: 'Hacking, screeding and tiling for HDB and condominium homes since 2009.',
        uen: '200912345K',
        gstRegNo: '200912345K',
        name: 'Ahmad Rahman',
        personIncharge: 'Ahmad Rahman',
        inchargeHandphoneNo: '81234567',
        inchargeEmail: 'merchant@demo.sg',
      },
    });
    await createUser(tx, {
      role: 'merchant',
      email: 'carpentry@demo.sg',
      password: DEMO_PASSWORD,
      firstName: 'Kelvin',
      lastName: 'Goh',
      handphoneNo: '82345678',
      companyName: 'Teak & Oak Carpentry Pte Ltd',
      merchant: {
        specialization: 'Carpentry Works',
        companyDescription:
          'Built-in wardrobes, kitchen cabinets and feature walls in plywood with laminate.',
        uen: '201534567M',
        gstRegNo: null,
        name: 'Kelvin Goh',
        personIncharge: 'Kelvin Goh',
        inchargeHandphoneNo: '82345678',
        inchargeEmail: 'carpentry@demo.sg',
      },
    });
    await createUser(tx, {
      role: 'merchant',
      email: 'general@demo.sg',
      password: DEMO_PASSWORD,
      firstName: 'Siti',
      lastName: 'Aminah',
      handphoneNo: '83456789',
      companyName: 'Bright Works General Contractor',
      merchant: {
        specialization: 'General Works',
        companyDescription: 'Painting, electrical points, plumbing and post-renovation cleaning.',
        uen: '53312345D',
        gstRegNo: null,
        name: 'Siti Aminah',
        personIncharge: 'Siti Aminah',
        inchargeHandphoneNo: '83456789',
        inchargeEmail: 'general@demo.sg',
      },
    });
    // Issue 18: admins get their flags from groups; the demo has a full admin and a payments-only one.
    const fullAdmin = await createUser(tx, {
      role: 'admin',
      email: 'admin@demo.sg',
      password: DEMO_PASSWORD,
      firstName: 'Priya',
      lastName: 'Nair',
    });
    const paymentsAdmin = await createUser(tx, {
      role: 'admin',
      email: 'payments@demo.sg',
      password: DEMO_PASSWORD,
      firstName: 'Marcus',
      lastName: 'Tan',
    });
    const [everything, payments] = await tx
      .insert(adminGroups)
      .values([
        {
          name: 'Super Admin',
          description: 'Every area and action of the back office.',
          permissions: [...ADMIN_PERMISSIONS],
        },
        {
          name: 'Payments',
          description: 'Reviews payment receipts; nothing else.',
          permissions: [...PAYMENTS_ONLY_PERMISSIONS],
        },
      ])
      .returning({ id: adminGroups.id });
    await tx.insert(adminGroupMembers).values([
      { groupId: everything!.id, userId: fullAdmin.id },
      { groupId: payments!.id, userId: paymentsAdmin.id },
    ]);
    await createUser(tx, {
      role: 'project_manager',
      email: 'pm@demo.sg',
      password: DEMO_PASSWORD,
      firstName: 'Daniel',
      lastName: 'Lim',
    });
  });
  return true;
}

/**
 * Issue 6 demo: the demo client gets one project with a saved quotation ready for checkout and one at
 * stage 3 (deposit and 10% approved, the 40% Paid and waiting for review), so every payment state shows
 * at once. Everything goes through the projects and payments services, so quotations are priced by the
 * engine and payments follow the same rules as real ones. Runs only right after seedDemoData seeded.
 */
export async function seedDemoProjects(ctx: AppContext): Promise<void> {
  const db = ctx.database.db;
  const sessionOf = async (email: string): Promise<SessionUser> => {
    const [u] = await db.select().from(users).where(eq(users.email, email));
    if (!u) throw new Error(`demo user ${email} missing`);
    return {
      _id: u.id,
      role: u.role,
      email: u.email ?? email,
      first_name: u.firstName ?? '',
      last_name: u.lastName ?? '',
      // The demo admin holds every permission (its group, seedDemoData above).
      permissions: u.role === 'admin' ? [...ADMIN_PERMISSIONS] : [],
    };
  };
  const client = await sessionOf('client@demo.sg');
  const admin = await sessionOf('admin@demo.sg');
  const areas = standardLayout('HDB', '4 Rooms');
  const kitchen = areas.find((a) => a.area_type === 'Kitchen');
  const project = (name: string, key: string) =>
    createDesignNowProject(
      ctx,
      client._id,
      CreateDesignNowProject.parse({
        creation_key: key,
        dnStage: 18,
        first_name: name,
        questionnaire: { property_type: 'HDB', property_room: '4 Rooms', budget: 4_000_000 },
        checkpoint: {
          step: 'scope',
          areas,
          choices: [
            ...areas.slice(0, 1).map((a) => ({ area_id: a.id, service_id: 'floor-homogeneous' })),
            ...(kitchen ? [{ area_id: kitchen.id, service_id: 'wall-tiles-ceramic' }] : []),
            { area_id: 'whole-house', service_id: 'clean-post-reno' },
          ],
        },
      }),
    );
  await project('Checkout', 'demo-checkout');
  const ongoing = await project('Ongoing', 'demo-ongoing');

  const receiptImage = await sharp({
    create: { width: 360, height: 480, channels: 3, background: { r: 240, g: 244, b: 248 } },
  })
    .jpeg()
    .toBuffer();
  const pay = async (stage: number, amount: string, transactionNo: string) => {
    const { file } = await storeFile(db, ctx.storage, {
      category: 'payment_receipt',
      originalName: `receipt-stage-${stage}.jpg`,
      bytes: receiptImage,
      ownerId: client._id,
    });
    await getPayNowInstructions(ctx, client._id, ongoing._id, stage);
    return submitReceipt(ctx, client, ongoing._id, stage, {
      transactionNo,
      amount: parseMoney(amount),
      receiptFileId: file._id,
    });
  };
  const amounts = (await getProjectPayments(db, client._id, ongoing._id)).rows;
  const amountOf = (stage: number) => amounts.find((r) => r.stage === stage)?.amount_cents ?? 0;
  const first = await pay(1, '150.00', 'DEMO-PAYNOW-0001');
  await reviewPayment(ctx, admin, first.receipt_id, { decision: 'approve' });
  const second = await pay(2, emvAmount(amountOf(2)), 'DEMO-PAYNOW-0002');
  await reviewPayment(ctx, admin, second.receipt_id, { decision: 'approve' });
  await pay(3, emvAmount(amountOf(3)), 'DEMO-PAYNOW-0003');

  // Issue 12: the approved deposit made the ongoing project's services. The first goes to
  // merchant@demo.sg, who accepted it and reached its first milestone; the others stay unassigned for
  // the admin to staff. pm@demo.sg runs the project.
  const merchant = await sessionOf('merchant@demo.sg');
  const pm = await sessionOf('pm@demo.sg');
  const services = await db
    .select()
    .from(projectServices)
    .where(eq(projectServices.projectId, ongoing._id))
    .orderBy(asc(projectServices.position));
  const firstService = services[0];
  if (!firstService) throw new Error('demo ongoing project has no services');
  await assignMerchant(ctx, admin, ongoing._id, firstService.id, merchant._id);
  await acceptService(ctx, merchant, firstService.id);
  await assignProjectManager(ctx, ongoing._id, { project_manager_id: pm._id });

  // The stage-3 project's time schedule, so its calendar shows meetings, payment windows and stage ends,
  // and the accepted service's works for the merchant calendar.
  const sgToday = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await setProjectSchedule(ctx, admin, ongoing._id, {
    time_schedule: {
      meeting_1: addCalendarDays(sgToday, 14),
      meeting_2: addCalendarDays(sgToday, 56),
      meeting_3: addCalendarDays(sgToday, 98),
    },
    services_schedule: [
      { project_service_id: firstService.id, date: addCalendarDays(sgToday, 16), type: 'works', stage: 0 },
      { project_service_id: firstService.id, date: addCalendarDays(sgToday, 17), type: 'works', stage: 0 },
    ],
  });
  await advanceMilestone(ctx, merchant, ongoing._id, { milestone: 'Deposit', date: sgToday });
  // Issue 16: the partner vouchers and the Shopez catalogue.
  await seedRewardsDemo(db);
}

const parseMoney = (text: string): number => {
  const cents = parseMoneyText(text);
  if (cents === undefined) throw new Error(`demo amount ${text} is not money`);
  return cents;
};
