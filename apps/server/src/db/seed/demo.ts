import { ADMIN_PERMISSIONS } from '@reno/domain';
import { count } from 'drizzle-orm';
import type { Db } from '../client.js';
import { users } from '../schema/accounts.js';
import { createUser } from './factories.js';

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
