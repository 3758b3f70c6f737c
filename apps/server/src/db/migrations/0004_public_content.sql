CREATE TABLE "gallery_projects" (
	"id" text PRIMARY KEY NOT NULL,
	"project_name" text NOT NULL,
	"design_type" text[] NOT NULL,
	"type_of_house" text NOT NULL,
	"property_type" text NOT NULL,
	"size_sqft" integer NOT NULL,
	"cost_cents" integer NOT NULL,
	"thumbnail_photo" text NOT NULL,
	"supporting_images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"works" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rank" integer NOT NULL,
	"actual_photo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "press_mentions" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"logo" text NOT NULL,
	"quote" text NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"name" text NOT NULL,
	"rating" integer NOT NULL,
	"content" text NOT NULL,
	"photos" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"rank" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "testimonials_value_unique" UNIQUE("value")
);
--> statement-breakpoint
CREATE INDEX "gallery_projects_rank_idx" ON "gallery_projects" USING btree ("rank");--> statement-breakpoint
CREATE INDEX "gallery_projects_house_idx" ON "gallery_projects" USING btree ("type_of_house");