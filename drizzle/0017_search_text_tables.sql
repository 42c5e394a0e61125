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
CREATE INDEX "product_search_text_english_vector_idx" ON "product_search_text_english" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "product_search_text_german_vector_idx" ON "product_search_text_german" USING gin ("search_vector_de");--> statement-breakpoint
CREATE INDEX "product_search_text_italian_vector_idx" ON "product_search_text_italian" USING gin ("search_vector_it");--> statement-breakpoint
-- Hand-written (ADR 0070): each language's text table holds the projection's rows a text search may find (visibility
-- 3/4), kept in step by statement triggers on `product_search`, whose rows are deleted and written again when their
-- product changes (product_search_sync), so every writer of `products` keeps these current in the same transaction.
CREATE FUNCTION product_search_text_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM product_search_text_english t USING old_rows o WHERE t.id = o.id;
    DELETE FROM product_search_text_german t USING old_rows o WHERE t.id = o.id;
    DELETE FROM product_search_text_italian t USING old_rows o WHERE t.id = o.id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO product_search_text_english (id, sku, name, search_vector)
      SELECT n.id, n.sku, n.name, coalesce(n.search_vector, ''::tsvector) FROM new_rows n WHERE n.visibility IN (3, 4);
    INSERT INTO product_search_text_german (id, sku, name, search_vector_de)
      SELECT n.id, n.sku, n.name, coalesce(n.search_vector_de, ''::tsvector) FROM new_rows n WHERE n.visibility IN (3, 4);
    INSERT INTO product_search_text_italian (id, sku, name, search_vector_it)
      SELECT n.id, n.sku, n.name, coalesce(n.search_vector_it, ''::tsvector) FROM new_rows n WHERE n.visibility IN (3, 4);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_text_insert AFTER INSERT ON product_search REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_text_sync();
--> statement-breakpoint
CREATE TRIGGER product_search_text_update AFTER UPDATE ON product_search REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_text_sync();
--> statement-breakpoint
CREATE TRIGGER product_search_text_delete AFTER DELETE ON product_search REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_text_sync();
--> statement-breakpoint
CREATE FUNCTION product_search_text_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_search_text_english, product_search_text_german, product_search_text_italian;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_text_truncate AFTER TRUNCATE ON product_search
  FOR EACH STATEMENT EXECUTE FUNCTION product_search_text_clear();
--> statement-breakpoint
-- The rows of a catalogue already there.
INSERT INTO product_search_text_english (id, sku, name, search_vector)
  SELECT id, sku, name, coalesce(search_vector, ''::tsvector) FROM product_search WHERE visibility IN (3, 4);
--> statement-breakpoint
INSERT INTO product_search_text_german (id, sku, name, search_vector_de)
  SELECT id, sku, name, coalesce(search_vector_de, ''::tsvector) FROM product_search WHERE visibility IN (3, 4);
--> statement-breakpoint
INSERT INTO product_search_text_italian (id, sku, name, search_vector_it)
  SELECT id, sku, name, coalesce(search_vector_it, ''::tsvector) FROM product_search WHERE visibility IN (3, 4);
--> statement-breakpoint
ANALYZE product_search_text_english;
--> statement-breakpoint
ANALYZE product_search_text_german;
--> statement-breakpoint
ANALYZE product_search_text_italian;
