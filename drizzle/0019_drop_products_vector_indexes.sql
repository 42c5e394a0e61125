DROP INDEX "products_search_idx";--> statement-breakpoint
DROP INDEX "products_search_de_idx";--> statement-breakpoint
DROP INDEX "products_search_it_idx";