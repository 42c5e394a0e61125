CREATE TABLE "product_search_text_english" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"search_vector" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search_text_german" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"search_vector_de" "tsvector" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_search_text_italian" (
	"id" integer PRIMARY KEY NOT NULL,
	"sku" text NOT NULL,
	"name" text NOT NULL,
	"search_vector_it" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "product_search_vector_idx";--> statement-breakpoint
DROP INDEX "product_search_vector_de_idx";--> statement-breakpoint
DROP INDEX "product_search_vector_it_idx";--> statement-breakpoint
CREATE INDEX "product_search_text_english_vector_idx" ON "product_search_text_english" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_text_german_vector_idx" ON "product_search_text_german" USING gin ("search_vector_de");--> statement-breakpoint
CREATE INDEX "product_search_text_italian_vector_idx" ON "product_search_text_italian" USING gin ("search_vector_it");--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "search_vector";--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "search_vector_de";--> statement-breakpoint
ALTER TABLE "product_search" DROP COLUMN "search_vector_it";--> statement-breakpoint
-- Hand-written (ADR 0070): the projection's trigger on `products` (0008) writes the text tables too, in the same
-- transaction as every writer of `products`; the search vectors left the projection above.
CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM product_search s USING changed_products c WHERE s.id = c.id;
    DELETE FROM product_search_text_english t USING changed_products c WHERE t.id = c.id;
    DELETE FROM product_search_text_german t USING changed_products c WHERE t.id = c.id;
    DELETE FROM product_search_text_italian t USING changed_products c WHERE t.id = c.id;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN NULL;
  END IF;
  INSERT INTO product_search (id, sku, status, visibility, name, price, special_price, special_from_date, special_to_date,
    tax_class_id, category_ids, attrs, is_new, sales_count, created_at, updated_at)
  SELECT c.id, c.sku, c.status, c.visibility, c.name, c.price, c.special_price, c.special_from_date, c.special_to_date,
    c.tax_class_id, c.category_ids, c.attrs, c.is_new, c.sales_count, c.created_at, c.updated_at
  FROM changed_products c WHERE c.status = 1 AND c.visibility IN (2, 3, 4)
  ON CONFLICT (id) DO NOTHING;
  INSERT INTO product_search_text_english (id, sku, name, search_vector)
  SELECT c.id, c.sku, c.name, coalesce(c.search_vector, ''::tsvector)
  FROM changed_products c WHERE c.status = 1 AND c.visibility IN (3, 4)
  ON CONFLICT (id) DO NOTHING;
  INSERT INTO product_search_text_german (id, sku, name, search_vector_de)
  SELECT c.id, c.sku, c.name,
    coalesce(c.search_vector_de, ''::tsvector) || setweight(to_tsvector('german', coalesce(c.doc #>> '{translations,de,name}', '')), 'A')
  FROM changed_products c WHERE c.status = 1 AND c.visibility IN (3, 4)
  ON CONFLICT (id) DO NOTHING;
  INSERT INTO product_search_text_italian (id, sku, name, search_vector_it)
  SELECT c.id, c.sku, c.name,
    coalesce(c.search_vector_it, ''::tsvector) || setweight(to_tsvector('italian', coalesce(c.doc #>> '{translations,it,name}', '')), 'A')
  FROM changed_products c WHERE c.status = 1 AND c.visibility IN (3, 4)
  ON CONFLICT (id) DO NOTHING;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_search, product_search_text_english, product_search_text_german, product_search_text_italian;
  RETURN NULL;
END $$;
--> statement-breakpoint
-- The text of a catalogue already there: the same SELECTs as the trigger's, over the table.
INSERT INTO product_search_text_english (id, sku, name, search_vector)
SELECT c.id, c.sku, c.name, coalesce(c.search_vector, ''::tsvector)
FROM products c WHERE c.status = 1 AND c.visibility IN (3, 4);
--> statement-breakpoint
INSERT INTO product_search_text_german (id, sku, name, search_vector_de)
SELECT c.id, c.sku, c.name,
  coalesce(c.search_vector_de, ''::tsvector) || setweight(to_tsvector('german', coalesce(c.doc #>> '{translations,de,name}', '')), 'A')
FROM products c WHERE c.status = 1 AND c.visibility IN (3, 4);
--> statement-breakpoint
INSERT INTO product_search_text_italian (id, sku, name, search_vector_it)
SELECT c.id, c.sku, c.name,
  coalesce(c.search_vector_it, ''::tsvector) || setweight(to_tsvector('italian', coalesce(c.doc #>> '{translations,it,name}', '')), 'A')
FROM products c WHERE c.status = 1 AND c.visibility IN (3, 4);
--> statement-breakpoint
ANALYZE product_search_text_english;
--> statement-breakpoint
ANALYZE product_search_text_german;
--> statement-breakpoint
ANALYZE product_search_text_italian;
