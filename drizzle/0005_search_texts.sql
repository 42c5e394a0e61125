ALTER TABLE "products" ADD COLUMN "search_texts" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_search_de_idx";--> statement-breakpoint
DROP INDEX "products_search_it_idx";--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector_de";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector_de" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(sku, '')), 'B') || setweight(to_tsvector('german', coalesce(category_names, '')) || to_tsvector('german', coalesce(search_texts #>> '{de,c}', '')), 'C') || setweight(to_tsvector('german', jsonb_path_query_array(doc, '$.configurable_options[*] ? (@.attribute_code == "color").values[*].label')) || to_tsvector('german', coalesce(search_texts #>> '{de,d}', '')), 'D')) STORED;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector_it";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector_it" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('italian', coalesce(name, '')), 'A') || setweight(to_tsvector('simple', coalesce(sku, '')), 'B') || setweight(to_tsvector('italian', coalesce(category_names, '')) || to_tsvector('italian', coalesce(search_texts #>> '{it,c}', '')), 'C') || setweight(to_tsvector('italian', jsonb_path_query_array(doc, '$.configurable_options[*] ? (@.attribute_code == "color").values[*].label')) || to_tsvector('italian', coalesce(search_texts #>> '{it,d}', '')), 'D')) STORED;--> statement-breakpoint
CREATE INDEX "products_listed_category_ids_idx" ON "products" USING gin ("category_ids") WHERE status = 1 AND visibility IN (2, 3, 4);--> statement-breakpoint
CREATE INDEX "products_search_idx" ON "products" USING gin ("search_vector") WHERE status = 1 AND visibility IN (3, 4);--> statement-breakpoint
CREATE INDEX "products_search_de_idx" ON "products" USING gin ("search_vector_de") WHERE status = 1 AND visibility IN (3, 4);--> statement-breakpoint
CREATE INDEX "products_search_it_idx" ON "products" USING gin ("search_vector_it") WHERE status = 1 AND visibility IN (3, 4);
