import { type SQL, sql } from 'drizzle-orm';
import { files } from '../../db/schema/files.js';

/**
 * The file id when a signed-in user who is not an admin may read that file, else null: `canReadFile`
 * (files.access.ts) for such a viewer, as SQL another module's read may embed per row (decision 025).
 * Change both together; files.subqueries.test.ts holds them to the same answers.
 */
export const fileIfOwnSql = (fileId: SQL, viewerId: SQL): SQL<string | null> => sql`(
  select ${files.id} from ${files} where ${files.id} = ${fileId} and ${files.ownerId} = ${viewerId})`;
