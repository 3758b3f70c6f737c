import { ilike, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.js';
import { users } from '../../db/schema/accounts.js';
import { containsPattern } from '../../platform/list-query.js';

/**
 * The ids of users whose name ("first last") or e-mail contains the text, as a subquery another
 * module's list can filter on (the admin payment review searches by client), so the search stays one
 * paged SQL query.
 */
export function userIdsMatching(db: DbOrTx, text: string) {
  const pattern = containsPattern(text);
  return db
    .select({ id: users.id })
    .from(users)
    .where(
      or(ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern), ilike(users.email, pattern)),
    );
}
