-- Hand-written (ADR 0065): the parent of the stock's sku is looked up only for an open alert that could be its
-- parent's. The lookup used to be an uncorrelated subquery, which PostgreSQL may run once per stock row whether or not
-- any alert is open: a seed writing 100,000 products (its products' sku index dropped while it writes) scanned the
-- products table once per in-stock row, and slowed from ~250 to ~25 products a second.
CREATE OR REPLACE FUNCTION "stock_alerts_mark_due"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "stock_alerts" a SET "status" = 'due'
  WHERE a."status" = 'active'
    AND (a."sku" = NEW."sku" OR EXISTS (SELECT 1 FROM "products" p WHERE p."sku" = NEW."sku" AND p."parent_sku" = a."sku"));
  RETURN NULL;
END;
$$;
