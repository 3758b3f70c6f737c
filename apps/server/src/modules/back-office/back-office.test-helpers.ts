import { eq } from 'drizzle-orm';
import { adminGroupMembers, adminGroups } from '../../db/schema/back-office.js';
import { loginAs, type TestApp } from '../../test/test-app.js';

/** An admin whose flags come from one group of its own (issue 18), signed in. */
export async function adminInGroup(t: TestApp, permissions: string[]) {
  const signedIn = await loginAs(t, 'admin');
  const [group] = await t.database.db
    .insert(adminGroups)
    .values({ name: `Group ${signedIn.user.id}`, permissions })
    .returning({ id: adminGroups.id });
  await t.database.db.insert(adminGroupMembers).values({ groupId: group!.id, userId: signedIn.user.id });
  return { ...signedIn, groupId: group!.id };
}

export const membersOf = (t: TestApp, groupId: string) =>
  t.database.db.select().from(adminGroupMembers).where(eq(adminGroupMembers.groupId, groupId));
