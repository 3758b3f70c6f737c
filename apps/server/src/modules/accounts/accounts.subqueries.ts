import type { ClientProfile } from '@reno/domain';
import { type SQL, sql } from 'drizzle-orm';
import { type JsonRow, rowFromJson, rowJson } from '../../db/json-rows.js';
import { clientProfiles, users } from '../../db/schema/accounts.js';
import { toClientProfile } from './profile.service.js';

type ProfileJson = { user: JsonRow; profile: JsonRow };

/** The client's user and profile rows as JSON, or null (embedded in another module's read, decision 025). */
export const clientProfileSql = (userId: SQL): SQL<ProfileJson | null> => sql`(
  select json_build_object('user', ${rowJson(users)}, 'profile', ${rowJson(clientProfiles)})
  from ${users} join ${clientProfiles} on ${clientProfiles.userId} = ${users.id}
  where ${users.id} = ${userId})`;

/** What `getClientProfile` answers, from that JSON. */
export const clientProfileFromJson = (json: ProfileJson): ClientProfile =>
  toClientProfile({
    user: rowFromJson(users, json.user),
    profile: rowFromJson(clientProfiles, json.profile),
  });
