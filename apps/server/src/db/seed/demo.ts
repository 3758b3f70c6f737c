import {
  ADMIN_PERMISSIONS,
  addCalendarDays,
  CreateDesignNowProject,
  type SessionUser,
  emvAmount,
  parseMoneyText,
  standardLayout,
} from '@reno/domain';
import { count, eq } from 'drizzle-orm';
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
import { setTimeSchedule } from '../../modules/schedule/time-schedule.service.js';
import type { Db } from '../client.js';
import { users } from '../schema/accounts.js';
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
    });
    await createUser(tx, {
      role: 'admin',
      email: 'admin@demo.sg',
      password: DEMO_PASSWORD,
      firstName: 'Priya',
      lastName: 'Nair',
      permissions: [...ADMIN_PERMISSIONS],
    });
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
      // The demo admin holds every permission (seedDemoData above).
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
  // The stage-3 project's time schedule, so its calendar shows meetings, payment windows and stage ends.
  const sgToday = new Date(Date.now() + 8 * 60 * 60 * 1000).toISOString().slice(0, 10);
  await setTimeSchedule(
    db,
    ongoing._id,
    {
      meeting_1: addCalendarDays(sgToday, 14),
      meeting_2: addCalendarDays(sgToday, 56),
      meeting_3: addCalendarDays(sgToday, 98),
    },
    null,
  );
  // Issue 16: the partner vouchers and the Shopez catalogue.
  await seedRewardsDemo(db);
}

const parseMoney = (text: string): number => {
  const cents = parseMoneyText(text);
  if (cents === undefined) throw new Error(`demo amount ${text} is not money`);
  return cents;
};
