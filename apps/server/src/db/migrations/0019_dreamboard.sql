CREATE TABLE "dreamboard_items" (
	"id" text PRIMARY KEY NOT NULL,
	"dreamboard_id" text NOT NULL,
	"image_file_id" text NOT NULL,
	"tags" jsonb NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "dreamboard_items_tagged" CHECK (jsonb_array_length("dreamboard_items"."tags") >= 1)
);
--> statement-breakpoint
CREATE TABLE "dreamboards" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dreamboard_items" ADD CONSTRAINT "dreamboard_items_dreamboard_id_dreamboards_id_fk" FOREIGN KEY ("dreamboard_id") REFERENCES "public"."dreamboards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dreamboard_items" ADD CONSTRAINT "dreamboard_items_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dreamboards" ADD CONSTRAINT "dreamboards_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dreamboard_items_board_created_idx" ON "dreamboard_items" USING btree ("dreamboard_id","created_at");--> statement-breakpoint
CREATE INDEX "dreamboard_items_image_idx" ON "dreamboard_items" USING btree ("image_file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "dreamboards_project_unique" ON "dreamboards" USING btree ("project_id");