CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS fuzzystrmatch;--> statement-breakpoint
CREATE TABLE "attributes" (
	"attribute_id" integer PRIMARY KEY NOT NULL,
	"attribute_code" text NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" integer PRIMARY KEY NOT NULL,
	"parent_id" integer NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"level" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"include_in_menu" boolean DEFAULT true NOT NULL,
	"product_count" integer DEFAULT 0 NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_blocks" (
	"id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cms_pages" (
	"id" integer PRIMARY KEY NOT NULL,
	"identifier" text NOT NULL,
	"store_id" integer DEFAULT 0 NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"doc" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "event_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"event_type" text NOT NULL,
	"uuid" text,
	"payload" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "meta" (
	"key" text NOT NULL,
	"value" jsonb NOT NULL,
	CONSTRAINT "meta_key_pk" PRIMARY KEY("key")
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"email" text PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"store_code" text DEFAULT 'default' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"parent_sku" text,
	"type_id" text NOT NULL,
	"status" integer DEFAULT 1 NOT NULL,
	"visibility" integer DEFAULT 4 NOT NULL,
	"name" text NOT NULL,
	"url_key" text NOT NULL,
	"url_path" text NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"special_price" numeric(12, 4),
	"special_from_date" timestamp with time zone,
	"special_to_date" timestamp with time zone,
	"tax_class_id" integer DEFAULT 2 NOT NULL,
	"category_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_names" text DEFAULT '' NOT NULL,
	"attrs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"doc" jsonb NOT NULL,
	"is_new" boolean DEFAULT false NOT NULL,
	"sales_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(sku, '')), 'B') || setweight(to_tsvector('english', coalesce(category_names, '')), 'C')) STORED
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"title" text NOT NULL,
	"detail" text NOT NULL,
	"nickname" text NOT NULL,
	"rating" integer DEFAULT 5 NOT NULL,
	"review_status" integer DEFAULT 2 NOT NULL,
	"customer_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"word" text PRIMARY KEY NOT NULL,
	"frequency" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"qty" integer DEFAULT 0 NOT NULL,
	"is_in_stock" boolean DEFAULT true NOT NULL,
	"manage_stock" boolean DEFAULT true NOT NULL,
	"min_sale_qty" integer DEFAULT 1 NOT NULL,
	"max_sale_qty" integer DEFAULT 10000 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stock_sku_unique" UNIQUE("sku")
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"doc" jsonb NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "attributes_code_idx" ON "attributes" USING btree ("attribute_code");--> statement-breakpoint
CREATE UNIQUE INDEX "categories_url_path_idx" ON "categories" USING btree ("url_path");--> statement-breakpoint
CREATE INDEX "categories_slug_idx" ON "categories" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_blocks_identifier_store_idx" ON "cms_blocks" USING btree ("identifier","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cms_pages_identifier_store_idx" ON "cms_pages" USING btree ("identifier","store_id");--> statement-breakpoint
CREATE UNIQUE INDEX "event_log_uuid_idx" ON "event_log" USING btree ("uuid");--> statement-breakpoint
CREATE UNIQUE INDEX "products_sku_idx" ON "products" USING btree ("sku");--> statement-breakpoint
CREATE INDEX "products_parent_sku_idx" ON "products" USING btree ("parent_sku");--> statement-breakpoint
CREATE UNIQUE INDEX "products_url_path_idx" ON "products" USING btree ("url_path");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("status","visibility");--> statement-breakpoint
CREATE INDEX "products_category_ids_idx" ON "products" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "products_attrs_idx" ON "products" USING gin ("attrs" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "products_name_trgm_idx" ON "products" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_created_at_idx" ON "products" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "products_updated_at_idx" ON "products" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("price");--> statement-breakpoint
CREATE INDEX "reviews_product_idx" ON "reviews" USING btree ("product_id","review_status");--> statement-breakpoint
CREATE INDEX "search_lexicon_trgm_idx" ON "search_lexicon" USING gin ("word" gin_trgm_ops);