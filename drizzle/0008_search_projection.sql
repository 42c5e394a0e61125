CREATE TABLE "product_search" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"status" integer NOT NULL,
	"visibility" integer NOT NULL,
	"name" text NOT NULL,
	"price" numeric(12, 4) NOT NULL,
	"special_price" numeric(12, 4),
	"special_from_date" timestamp with time zone,
	"special_to_date" timestamp with time zone,
	"tax_class_id" integer NOT NULL,
	"category_ids" integer[] NOT NULL,
	"attrs" jsonb NOT NULL,
	"is_new" boolean NOT NULL,
	"sales_count" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"search_vector" "tsvector",
	"search_vector_de" "tsvector",
	"search_vector_it" "tsvector"
);
--> statement-breakpoint
CREATE INDEX "product_search_vector_idx" ON "product_search" USING gin ("search_vector") WHERE visibility IN (3, 4);--> statement-breakpoint
CREATE INDEX "product_search_vector_de_idx" ON "product_search" USING gin ("search_vector_de") WHERE visibility IN (3, 4);--> statement-breakpoint
CREATE INDEX "product_search_vector_it_idx" ON "product_search" USING gin ("search_vector_it") WHERE visibility IN (3, 4);--> statement-breakpoint
CREATE INDEX "product_search_category_ids_idx" ON "product_search" USING gin ("category_ids");--> statement-breakpoint
CREATE INDEX "product_search_attrs_idx" ON "product_search" USING gin ("attrs" jsonb_path_ops);--> statement-breakpoint
CREATE INDEX "product_search_updated_at_idx" ON "product_search" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "product_search_created_at_idx" ON "product_search" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "product_search_sales_count_idx" ON "product_search" USING btree ("sales_count");--> statement-breakpoint
CREATE INDEX "product_search_name_idx" ON "product_search" USING btree ("name");--> statement-breakpoint
-- Hand-written (ADR 0045): the projection's rows, kept in step with `products` by statement triggers, so that every
-- writer (seed, import, catalogue upgrades, tests) keeps it current in the same transaction. A changed product's row
-- is deleted and written again from the new row when it is listed (status 1, visibility 2/3/4). The German and
-- Italian vectors add the translated name of the product's document (`translations.de.name`, weight A).
CREATE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM product_search s USING changed_products c WHERE s.id = c.id;
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM product_search s USING changed_products c WHERE s.id = c.id;
  END IF;
  INSERT INTO product_search (id, sku, status, visibility, name, price, special_price, special_from_date, special_to_date,
    tax_class_id, category_ids, attrs, is_new, sales_count, created_at, updated_at, search_vector, search_vector_de, search_vector_it)
  SELECT c.id, c.sku, c.status, c.visibility, c.name, c.price, c.special_price, c.special_from_date, c.special_to_date,
    c.tax_class_id, c.category_ids, c.attrs, c.is_new, c.sales_count, c.created_at, c.updated_at, c.search_vector,
    c.search_vector_de || setweight(to_tsvector('german', coalesce(c.doc #>> '{translations,de,name}', '')), 'A'),
    c.search_vector_it || setweight(to_tsvector('italian', coalesce(c.doc #>> '{translations,it,name}', '')), 'A')
  FROM changed_products c WHERE c.status = 1 AND c.visibility IN (2, 3, 4)
  ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_insert AFTER INSERT ON products REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync();
--> statement-breakpoint
CREATE TRIGGER products_search_update AFTER UPDATE ON products REFERENCING NEW TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync();
--> statement-breakpoint
CREATE TRIGGER products_search_delete AFTER DELETE ON products REFERENCING OLD TABLE AS changed_products
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_sync();
--> statement-breakpoint
-- TRUNCATE fires no row or DELETE trigger (the seed's --reset truncates the catalogue tables).
CREATE FUNCTION product_search_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_search;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER products_search_truncate AFTER TRUNCATE ON products FOR EACH STATEMENT EXECUTE FUNCTION product_search_clear();
--> statement-breakpoint
-- The rows of the products already there (a migrated catalogue): the same SELECT as the trigger's, over the table.
INSERT INTO product_search (id, sku, status, visibility, name, price, special_price, special_from_date, special_to_date,
  tax_class_id, category_ids, attrs, is_new, sales_count, created_at, updated_at, search_vector, search_vector_de, search_vector_it)
SELECT c.id, c.sku, c.status, c.visibility, c.name, c.price, c.special_price, c.special_from_date, c.special_to_date,
  c.tax_class_id, c.category_ids, c.attrs, c.is_new, c.sales_count, c.created_at, c.updated_at, c.search_vector,
  c.search_vector_de || setweight(to_tsvector('german', coalesce(c.doc #>> '{translations,de,name}', '')), 'A'),
  c.search_vector_it || setweight(to_tsvector('italian', coalesce(c.doc #>> '{translations,it,name}', '')), 'A')
FROM products c WHERE c.status = 1 AND c.visibility IN (2, 3, 4);
--> statement-breakpoint
ANALYZE product_search;
