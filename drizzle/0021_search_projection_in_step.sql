CREATE TABLE "product_search_removed" (
	"id" integer,
	"writer" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "product_search" ADD COLUMN "writer" "xid8" DEFAULT pg_current_xact_id() NOT NULL;--> statement-breakpoint
CREATE INDEX "product_search_removed_writer_idx" ON "product_search_removed" USING btree ("writer");--> statement-breakpoint
CREATE INDEX "product_search_removed_removed_at_idx" ON "product_search_removed" USING btree ("removed_at");--> statement-breakpoint
CREATE INDEX "product_search_writer_idx" ON "product_search" USING btree ("writer");--> statement-breakpoint
-- Hand-written (ADR 0080): a product that leaves the projection and is not written again by the same statement is
-- recorded in product_search_removed (at the clock's time, not the transaction's start), and records older than a day
-- are dropped; otherwise as in 0018.
CREATE OR REPLACE FUNCTION product_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    DELETE FROM product_search s USING changed_products c WHERE s.id = c.id;
    DELETE FROM product_search_text_english t USING changed_products c WHERE t.id = c.id;
    DELETE FROM product_search_text_german t USING changed_products c WHERE t.id = c.id;
    DELETE FROM product_search_text_italian t USING changed_products c WHERE t.id = c.id;
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO product_search (id, sku, status, visibility, name, price, special_price, special_from_date, special_to_date,
      tax_class_id, category_ids, attrs, is_new, sales_count, created_at, updated_at, in_stock)
    SELECT c.id, c.sku, c.status, c.visibility, c.name, c.price, c.special_price, c.special_from_date, c.special_to_date,
      c.tax_class_id, c.category_ids, c.attrs, c.is_new, c.sales_count, c.created_at, c.updated_at,
      coalesce((SELECT st.is_in_stock FROM stock st WHERE st.product_id = c.id), false)
    FROM changed_products c WHERE c.status = 1 AND c.visibility IN (2, 3, 4)
    ON CONFLICT (id) DO NOTHING;
    INSERT INTO product_search_text_english (id, sku, name, search_vector, in_stock)
    SELECT c.id, c.sku, c.name, coalesce(c.search_vector, ''::tsvector),
      coalesce((SELECT st.is_in_stock FROM stock st WHERE st.product_id = c.id), false)
    FROM changed_products c WHERE c.status = 1 AND c.visibility IN (3, 4)
    ON CONFLICT (id) DO NOTHING;
    INSERT INTO product_search_text_german (id, sku, name, search_vector_de, in_stock)
    SELECT c.id, c.sku, c.name,
      coalesce(c.search_vector_de, ''::tsvector) || setweight(to_tsvector('german', coalesce(c.doc #>> '{translations,de,name}', '')), 'A'),
      coalesce((SELECT st.is_in_stock FROM stock st WHERE st.product_id = c.id), false)
    FROM changed_products c WHERE c.status = 1 AND c.visibility IN (3, 4)
    ON CONFLICT (id) DO NOTHING;
    INSERT INTO product_search_text_italian (id, sku, name, search_vector_it, in_stock)
    SELECT c.id, c.sku, c.name,
      coalesce(c.search_vector_it, ''::tsvector) || setweight(to_tsvector('italian', coalesce(c.doc #>> '{translations,it,name}', '')), 'A'),
      coalesce((SELECT st.is_in_stock FROM stock st WHERE st.product_id = c.id), false)
    FROM changed_products c WHERE c.status = 1 AND c.visibility IN (3, 4)
    ON CONFLICT (id) DO NOTHING;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO product_search_removed (id, removed_at)
    SELECT c.id, clock_timestamp() FROM changed_products c WHERE NOT EXISTS (SELECT 1 FROM product_search s WHERE s.id = c.id);
    -- Records another transaction is dropping are left to it: a writer never waits here for another (an import's
    -- long transaction against a product saved in the back office).
    DELETE FROM product_search_removed WHERE ctid IN (
      SELECT ctid FROM product_search_removed WHERE removed_at < clock_timestamp() - interval '1 day' FOR UPDATE SKIP LOCKED);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION product_search_clear() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE product_search, product_search_text_english, product_search_text_german, product_search_text_italian;
  INSERT INTO product_search_removed (id, removed_at) VALUES (NULL, clock_timestamp());
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Any update of a projection row (its stock flag: the stock triggers of 0018, the seed's flag sync) is a row written:
-- a new generation and writer, so every instance's facet index reads it again, unless the statement sets them itself.
-- Inserts take the columns' defaults.
CREATE FUNCTION product_search_written() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.generation = OLD.generation THEN
    NEW.generation := nextval('product_search_generation');
  END IF;
  IF NEW.writer = OLD.writer THEN
    NEW.writer := pg_current_xact_id();
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER product_search_rewritten BEFORE UPDATE ON product_search FOR EACH ROW EXECUTE FUNCTION product_search_written();
--> statement-breakpoint
-- The new column's statistics (PGlite has no autovacuum): without them `writer >= …` is planned as a third of the
-- table, read whole, on every listing (141 ms at 100k products).
ANALYZE product_search;
