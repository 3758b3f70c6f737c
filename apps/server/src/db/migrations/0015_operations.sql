CREATE TABLE "merchant_milestones" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"merchant_id" text NOT NULL,
	"milestone" text NOT NULL,
	"date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "project_files" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"file_id" text NOT NULL,
	"kind" text NOT NULL,
	"area" text,
	"description" text,
	"uploaded_by" text,
	"uploaded_by_role" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_files_kind_valid" CHECK ("project_files"."kind" in ('special_specification', 'detailed_drawing', 'floorplan'))
);
--> statement-breakpoint
CREATE TABLE "project_services" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"services" text NOT NULL,
	"position" integer NOT NULL,
	"quotation_item_ids" text[] NOT NULL,
	"amount_cents" bigint NOT NULL,
	"status" text DEFAULT 'Unassigned' NOT NULL,
	"status_date" timestamp with time zone DEFAULT now() NOT NULL,
	"merchant_id" text,
	"assigned_by" text,
	"assigned_at" timestamp with time zone,
	"accepted_at" timestamp with time zone,
	"decline_reason" text,
	"declined_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "project_services_amount_nonnegative" CHECK ("project_services"."amount_cents" >= 0),
	CONSTRAINT "project_services_status_valid" CHECK ("project_services"."status" in ('Unassigned', 'Assigned', 'Accepted', 'Declined', 'Hold', 'Approved', 'Completed')),
	CONSTRAINT "project_services_merchant_matches_status" CHECK (("project_services"."merchant_id" is null) = ("project_services"."status" in ('Unassigned', 'Declined')))
);
--> statement-breakpoint
CREATE TABLE "services_schedules" (
	"id" text PRIMARY KEY NOT NULL,
	"project_id" text NOT NULL,
	"project_service_id" text NOT NULL,
	"date" date NOT NULL,
	"type" text NOT NULL,
	"stage" integer NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "services_schedules_type_valid" CHECK ("services_schedules"."type" in ('works', 'other')),
	CONSTRAINT "services_schedules_stage_range" CHECK ("services_schedules"."stage" between 0 and 2)
);
--> statement-breakpoint
CREATE TABLE "support_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"requester_id" text NOT NULL,
	"project_id" text,
	"subject" text NOT NULL,
	"message" text NOT NULL,
	"image_file_id" text,
	"status" text DEFAULT 'Open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "notifications" ADD COLUMN "project_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "project_manager_id" text;--> statement-breakpoint
ALTER TABLE "projects" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "merchant_milestones" ADD CONSTRAINT "merchant_milestones_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "merchant_milestones" ADD CONSTRAINT "merchant_milestones_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_files" ADD CONSTRAINT "project_files_uploaded_by_users_id_fk" FOREIGN KEY ("uploaded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_merchant_id_users_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_assigned_by_users_id_fk" FOREIGN KEY ("assigned_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "project_services" ADD CONSTRAINT "project_services_declined_by_users_id_fk" FOREIGN KEY ("declined_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services_schedules" ADD CONSTRAINT "services_schedules_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "services_schedules" ADD CONSTRAINT "services_schedules_project_service_id_project_services_id_fk" FOREIGN KEY ("project_service_id") REFERENCES "public"."project_services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_requester_id_users_id_fk" FOREIGN KEY ("requester_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_requests" ADD CONSTRAINT "support_requests_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "merchant_milestones_unique" ON "merchant_milestones" USING btree ("project_id","merchant_id","milestone");--> statement-breakpoint
CREATE INDEX "merchant_milestones_merchant_idx" ON "merchant_milestones" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "project_files_project_idx" ON "project_files" USING btree ("project_id","kind");--> statement-breakpoint
CREATE UNIQUE INDEX "project_files_file_unique" ON "project_files" USING btree ("project_id","file_id");--> statement-breakpoint
CREATE INDEX "project_files_file_idx" ON "project_files" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "project_services_project_services_unique" ON "project_services" USING btree ("project_id","services");--> statement-breakpoint
CREATE INDEX "project_services_merchant_idx" ON "project_services" USING btree ("merchant_id","status");--> statement-breakpoint
CREATE INDEX "services_schedules_project_idx" ON "services_schedules" USING btree ("project_id","date");--> statement-breakpoint
CREATE INDEX "services_schedules_service_idx" ON "services_schedules" USING btree ("project_service_id");--> statement-breakpoint
CREATE INDEX "support_requests_created_idx" ON "support_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "support_requests_requester_idx" ON "support_requests" USING btree ("requester_id");--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_project_manager_id_users_id_fk" FOREIGN KEY ("project_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "projects" ADD CONSTRAINT "projects_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_receiver_unread_idx" ON "notifications" USING btree ("receiver_id","is_read","created_at");--> statement-breakpoint
CREATE INDEX "notifications_admin_unread_idx" ON "notifications" USING btree ("to_admin","is_read","created_at");--> statement-breakpoint
CREATE INDEX "projects_project_manager_idx" ON "projects" USING btree ("project_manager_id","created_at");