CREATE TABLE "shop_banners" (
	"id" text PRIMARY KEY NOT NULL,
	"banner_path" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "shop_banners_active_idx" ON "shop_banners" USING btree ("is_active","sort_order");