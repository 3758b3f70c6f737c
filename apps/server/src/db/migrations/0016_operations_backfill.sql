-- Issue 12 (hand-written): projects whose deposit was approved before project services existed get
-- them now, as the approval makes them (packages/domain planProjectServices): one per service category
-- of the quotation, in the order the categories first appear, covering its lines and costing their sum.
-- The stored total is the sum of the lines for every quotation priced by the engine; any difference
-- goes to the largest service, as the rule does, so the services add up to the quotation to the cent.
WITH approved AS (
  SELECT DISTINCT i."project_id" FROM "progressive_invoices" i
  WHERE i."stage" = 1 AND i."status" = 'Approved'
    AND NOT EXISTS (SELECT 1 FROM "project_services" s WHERE s."project_id" = i."project_id")
),
grouped AS (
  SELECT q."project_id", q."services",
         MIN(q."position") AS "first_position",
         ARRAY_AGG(q."id" ORDER BY q."position") AS "item_ids",
         SUM(q."price")::bigint AS "amount"
  FROM "quotation_items" q JOIN approved a ON a."project_id" = q."project_id"
  GROUP BY q."project_id", q."services"
),
ranked AS (
  SELECT g.*,
         ROW_NUMBER() OVER (PARTITION BY g."project_id" ORDER BY g."first_position") - 1 AS "pos",
         ROW_NUMBER() OVER (PARTITION BY g."project_id" ORDER BY g."amount" DESC, g."first_position") AS "size_rank",
         COALESCE(pq."total_amount", 0) - SUM(g."amount") OVER (PARTITION BY g."project_id") AS "difference"
  FROM grouped g LEFT JOIN "project_quotations" pq ON pq."project_id" = g."project_id"
)
INSERT INTO "project_services" ("id", "project_id", "services", "position", "quotation_item_ids", "amount_cents", "status")
SELECT SUBSTR(MD5(RANDOM()::text || CLOCK_TIMESTAMP()::text || r."project_id" || r."services"), 1, 24),
       r."project_id", r."services", r."pos", r."item_ids",
       r."amount" + CASE WHEN r."size_rank" = 1 THEN r."difference" ELSE 0 END,
       'Unassigned'
FROM ranked r
ON CONFLICT DO NOTHING;
