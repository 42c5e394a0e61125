CREATE TABLE "stock_alert_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"address" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_alerts" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"store_code" text NOT NULL,
	"sku" text NOT NULL,
	"product_sku" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"unsubscribe_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "stock_alerts_unsubscribe_token_hash_unique" UNIQUE("unsubscribe_token_hash")
);
--> statement-breakpoint
CREATE INDEX "stock_alert_requests_address_idx" ON "stock_alert_requests" USING btree ("address","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_alerts_open_idx" ON "stock_alerts" USING btree ("email","store_code","sku") WHERE status IN ('active', 'due');--> statement-breakpoint
CREATE INDEX "stock_alerts_sku_idx" ON "stock_alerts" USING btree ("sku") WHERE status = 'active';--> statement-breakpoint
CREATE INDEX "stock_alerts_due_idx" ON "stock_alerts" USING btree ("id") WHERE status = 'due';--> statement-breakpoint
-- Hand-written (issue 44, ADR 0047): stock that comes back marks the open alerts of its sku, and of its configurable
-- (an alert on a configurable whose every variant was out of stock), `due`, in the transaction that writes the stock.
-- Every writer of `stock` (import, seed, order, a cancelled order, the back office) goes through it; the mails are
-- queued from the due rows by lib/server/stock-alerts/send-due.ts.
CREATE FUNCTION "stock_alerts_mark_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock_alerts" SET "status" = 'due'
  WHERE "status" = 'active'
    AND ("sku" = NEW."sku" OR "sku" = (SELECT "parent_sku" FROM "products" WHERE "sku" = NEW."sku"));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "stock_back_in_stock_insert" AFTER INSERT ON "stock"
  FOR EACH ROW WHEN (NEW."is_in_stock") EXECUTE FUNCTION "stock_alerts_mark_due"();
--> statement-breakpoint
CREATE TRIGGER "stock_back_in_stock_update" AFTER UPDATE OF "is_in_stock" ON "stock"
  FOR EACH ROW WHEN (NEW."is_in_stock" AND NOT OLD."is_in_stock") EXECUTE FUNCTION "stock_alerts_mark_due"();
