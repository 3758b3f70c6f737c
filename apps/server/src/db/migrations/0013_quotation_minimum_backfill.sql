-- Issue 15 item 6: the floor of each line saved before the rule. A measured line or a lump sum keeps
-- its current quantity as its floor (the areas it was measured from are not stored with the line); a
-- per-unit line may go down to one unit. Lines of a service no longer in the catalogue keep their
-- current quantity too.
UPDATE "quotation_items" AS qi
SET "min_quantity_hundredths" = CASE
  WHEN cs."quantity_basis" = 'per unit' THEN LEAST(qi."quantity_hundredths", 100)
  ELSE qi."quantity_hundredths"
END
FROM "catalogue_services" AS cs
WHERE cs."id" = qi."service_id";
--> statement-breakpoint
UPDATE "quotation_items"
SET "min_quantity_hundredths" = "quantity_hundredths"
WHERE "min_quantity_hundredths" = 0 AND "service_id" NOT IN (SELECT "id" FROM "catalogue_services");
