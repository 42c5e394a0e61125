-- Hand-written (ADR 0066): planner statistics for the search projection of a catalogue loaded before the seed and the
-- import gathered them. PGlite has no autovacuum, so nothing else would.
ANALYZE "product_search";
