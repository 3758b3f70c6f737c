import { ilike, inArray, or, sql } from 'drizzle-orm';
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

/** Names and e-mails of these users in one query, for lists that show who a row belongs to. */
export async function userNamesByIds(
  db: DbOrTx,
  ids: readonly string[],
): Promise<Map<string, { first_name: string; last_name: string; email: string }>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, first_name: users.firstName, last_name: users.lastName, email: users.email })
    .from(users)
    .where(inArray(users.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...rest }) => [id, rest]));
}
