CREATE TABLE "area_types" (
	"area" text PRIMARY KEY NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalogue_services" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"category_id" text NOT NULL,
	"addon_of" text,
	"unit" text NOT NULL,
	"quantity_basis" text NOT NULL,
	"default_units" integer DEFAULT 1 NOT NULL,
	"wastage" double precision DEFAULT 0 NOT NULL,
	"required_time" double precision DEFAULT 0 NOT NULL,
	"service_warranty_duration" integer DEFAULT 0 NOT NULL,
	"includes" text DEFAULT '' NOT NULL,
	"description_of_work" text DEFAULT '' NOT NULL,
	"area_types" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"services" text NOT NULL,
	"scope_of_work" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service_prices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "service_prices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"service_id" text NOT NULL,
	"property_type" text,
	"premium_standard" text,
	"price_per_unit" integer NOT NULL,
	"competitor_price" integer NOT NULL,
	CONSTRAINT "service_prices_unique" UNIQUE NULLS NOT DISTINCT("service_id","property_type","premium_standard")
);
--> statement-breakpoint
CREATE TABLE "tooltips" (
	"code" text PRIMARY KEY NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "active_projects" (
	"client_id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkpoints" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"client_id" text NOT NULL,
	"questionnaire_id" text,
	"json" jsonb NOT NULL,
	"dn_stage" double precision NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "checkpoints_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "ezcash_transactions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"project_id" text,
	"ezcash_amount" integer NOT NULL,
	"approval_status" text NOT NULL,
	"ezcash_category" text NOT NULL,
	"operator" text NOT NULL,
	"ezcash_info" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_quotations" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"total_amount" integer NOT NULL,
	"total_market_rate" integer NOT NULL,
	"total_savings" integer NOT NULL,
	"total_services" integer NOT NULL,
	"total_areas" integer NOT NULL,
	"total_items" integer NOT NULL,
	"total_required_time" double precision DEFAULT 0 NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"quotation_pdf" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_quotations_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "projects" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"phase" text DEFAULT 'design' NOT NULL,
	"project_type" text DEFAULT 'design_now_2' NOT NULL,
	"stage" integer DEFAULT 1 NOT NULL,
	"status" text,
	"canvas" boolean DEFAULT false NOT NULL,
	"renovation_address" text,
	"renovation_postal_code" text,
	"renovation_unit_number" text,
	"renovation_country" text DEFAULT 'Singapore' NOT NULL,
	"works_amount" integer,
	"key_collected" boolean DEFAULT false NOT NULL,
	"key_collection_date" date,
	"prefered_renovation_start_date" date,
	"quotation_generated_date" timestamp with time zone,
	"request_help" boolean DEFAULT false NOT NULL,
	"budget" integer,
	"started_on" date,
	"finished_on" date,
	"creation_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questionnaire_results" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"property_type" text NOT NULL,
	"new" boolean NOT NULL,
	"premium_standard" text NOT NULL,
	"property_room" text NOT NULL,
	"design_type" text NOT NULL,
	"key_collection_quarter" text,
	"key_collection_year" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "questionnaire_results_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "quotation_items" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"position" integer NOT NULL,
	"area_id" text NOT NULL,
	"area" text NOT NULL,
	"area_label" text NOT NULL,
	"service_id" text NOT NULL,
	"services" text NOT NULL,
	"scope_of_work" text NOT NULL,
	"name_of" text NOT NULL,
	"includes" text NOT NULL,
	"description_of_work" text NOT NULL,
	"quantity_hundredths" integer NOT NULL,
	"unit" text NOT NULL,
	"wastage" double precision NOT NULL,
	"price_per_quantity" integer NOT NULL,
	"price" integer NOT NULL,
	"competitor_price_per_quantity" integer NOT NULL,
	"competitor_price" integer NOT NULL,
	"required_time" double precision NOT NULL,
	"service_warranty_duration" integer NOT NULL,
	"priority" integer NOT NULL,
	"property_room" text NOT NULL,
	"room_size" text,
	"status" text DEFAULT 'Pending' NOT NULL,
	"warranty_starts" date,
	"warranty_ends" date
);
--> statement-breakpoint
CREATE TABLE "quotation_lists" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"total_design" integer DEFAULT 0 NOT NULL,
	"design_stage" double precision NOT NULL,
	"last_saved_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "quotation_lists_project_id_unique" UNIQUE("project_id")
);
--> statement-breakpoint
CREATE TABLE "stage_statuses" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"stage" double precision NOT NULL,
	"status" text DEFAULT 'complete' NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "catalogue_services" ADD CONSTRAINT "catalogue_services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."service_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_prices" ADD CONSTRAINT "service_prices_service_id_catalogue_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."catalogue_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_projects" ADD CONSTRAINT "active_projects_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "active_projects" ADD CONSTRAINT "active_projects_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkpoints" ADD CONSTRAINT "checkpoints_questionnaire_id_questionnaire_results_id_fk" FOREIGN KEY ("questionnaire_id") REFERENCES "public"."questionnaire_results"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ADD CONSTRAINT "ezcash_transactions_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ADD CONSTRAINT "ezcash_transactions_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_quotations" ADD CONSTRAINT "project_quotations_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_results" ADD CONSTRAINT "questionnaire_results_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_items" ADD CONSTRAINT "quotation_items_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotation_lists" ADD CONSTRAINT "quotation_lists_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stage_statuses" ADD CONSTRAINT "stage_statuses_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "catalogue_services_category_idx" ON "catalogue_services" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "ezcash_transactions_client_idx" ON "ezcash_transactions" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ezcash_new_register_once" ON "ezcash_transactions" USING btree ("client_id") WHERE "ezcash_transactions"."ezcash_category" = 'New Register' and "ezcash_transactions"."approval_status" <> 'Declined';--> statement-breakpoint
CREATE INDEX "projects_client_idx" ON "projects" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "projects_creation_key_unique" ON "projects" USING btree ("client_id","creation_key");--> statement-breakpoint
CREATE INDEX "quotation_items_project_idx" ON "quotation_items" USING btree ("project_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "stage_statuses_project_stage_unique" ON "stage_statuses" USING btree ("project_id","stage");