-- Issue 19, hand-written: trigram indexes back the `ilike '%…%'` searches (admin payment review by
-- project and by client). PostgreSQL ships pg_trgm in contrib; PGlite loads it when the database is
-- opened (apps/server/src/db/client.ts), so this statement works on both.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
