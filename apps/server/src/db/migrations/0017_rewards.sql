CREATE TABLE "client_vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"voucher_id" text NOT NULL,
	"redeemed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_brands" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "shop_brands_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "shop_cart_items" (
	"client_id" text NOT NULL,
	"product_id" text NOT NULL,
	"quantity" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_cart_items_client_id_product_id_pk" PRIMARY KEY("client_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "shop_categories" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "shop_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "shop_order_items" (
	"id" text PRIMARY KEY NOT NULL,
	"order_id" text NOT NULL,
	"product_id" text NOT NULL,
	"product_name" text NOT NULL,
	"price_ezcash" bigint NOT NULL,
	"quantity" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_orders" (
	"id" text PRIMARY KEY NOT NULL,
	"order_no" bigserial NOT NULL,
	"client_id" text NOT NULL,
	"total_ezcash" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_products" (
	"id" text PRIMARY KEY NOT NULL,
	"product_name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"redeem_instructions" text DEFAULT '' NOT NULL,
	"images" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_ezcash" bigint NOT NULL,
	"price_sgd_cents" bigint DEFAULT 0 NOT NULL,
	"brand_id" text NOT NULL,
	"category_id" text NOT NULL,
	"address" text,
	"stock" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_products_stock_nonnegative" CHECK ("shop_products"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shop_reviews" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"client_id" text NOT NULL,
	"rating" integer NOT NULL,
	"comments" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_reviews_rating_range" CHECK ("shop_reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" text PRIMARY KEY NOT NULL,
	"company_name" text NOT NULL,
	"title" text NOT NULL,
	"code" text NOT NULL,
	"is_qr" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"terms_conditions" text DEFAULT '' NOT NULL,
	"validity" timestamp with time zone NOT NULL,
	"logo_url" text,
	"image_url" text,
	"value_cents" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ADD COLUMN "source_ref" text;--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ADD COLUMN "created_by" text;--> statement-breakpoint
ALTER TABLE "client_vouchers" ADD CONSTRAINT "client_vouchers_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_vouchers" ADD CONSTRAINT "client_vouchers_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_cart_items" ADD CONSTRAINT "shop_cart_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_order_id_shop_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."shop_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_order_items" ADD CONSTRAINT "shop_order_items_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_orders" ADD CONSTRAINT "shop_orders_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_brand_id_shop_brands_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."shop_brands"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_products" ADD CONSTRAINT "shop_products_category_id_shop_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."shop_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_product_id_shop_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."shop_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_reviews" ADD CONSTRAINT "shop_reviews_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_vouchers_once" ON "client_vouchers" USING btree ("client_id","voucher_id");--> statement-breakpoint
CREATE INDEX "shop_order_items_order_idx" ON "shop_order_items" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "shop_order_items_product_idx" ON "shop_order_items" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "shop_orders_client_idx" ON "shop_orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE INDEX "shop_products_price_idx" ON "shop_products" USING btree ("price_ezcash");--> statement-breakpoint
CREATE UNIQUE INDEX "shop_reviews_once" ON "shop_reviews" USING btree ("product_id","client_id");--> statement-breakpoint
CREATE INDEX "vouchers_validity_idx" ON "vouchers" USING btree ("validity");--> statement-breakpoint
ALTER TABLE "ezcash_transactions" ADD CONSTRAINT "ezcash_transactions_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ezcash_transactions_source_once" ON "ezcash_transactions" USING btree ("client_id","source_ref");