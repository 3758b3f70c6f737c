import { type SQL, sql } from 'drizzle-orm';
import { clientProjectVersions } from '../../db/schema/projects.js';

/**
 * The client's version (decision 031, migration 0029) as text, null before anything of theirs was
 * written: what a copy of a client's project read is kept under.
 */
export const clientVersionSql = (clientId: SQL): SQL<string | null> =>
  sql`(select ${clientProjectVersions.version} from ${clientProjectVersions}
    where ${clientProjectVersions.clientId} = ${clientId})::text`;

/**
 * True when `known` (the version of the caller's copy, or null) is still the client's version. A read
 * wraps what it would read in `case when … then null else … end`: PostgreSQL runs a subquery only when
 * its value is needed, so a copy that is still true costs the statement one index lookup.
 */
export const copyStillTrueSql = (clientId: SQL, known: SQL): SQL<boolean> =>
  sql`${clientVersionSql(clientId)} = ${known}::text`;

/** What a versioned read answers: its page, or null when the caller's copy (`known`) is still true. */
export interface VersionedRead<T> {
  version: string | null;
  page: T | null;
}
