-- A category's url_key and slug are one value (`<name>-<id>`, as in Vue Storefront's own data): its PWA filters
-- categories by slug = url_key. url_path keeps the readable segments; the former /c/{url key} URLs answer 301.
CREATE FUNCTION category_doc_with_slug_as_url_key(doc jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  children jsonb;
BEGIN
  IF jsonb_typeof(doc) <> 'object' THEN
    RETURN doc;
  END IF;
  IF doc ? 'slug' THEN
    doc := jsonb_set(doc, '{url_key}', doc->'slug');
  END IF;
  IF jsonb_typeof(doc->'children_data') = 'array' THEN
    SELECT coalesce(jsonb_agg(category_doc_with_slug_as_url_key(child) ORDER BY position), '[]'::jsonb)
      INTO children FROM jsonb_array_elements(doc->'children_data') WITH ORDINALITY AS entries(child, position);
    doc := jsonb_set(doc, '{children_data}', children);
  END IF;
  RETURN doc;
END;
$$;
--> statement-breakpoint
UPDATE "categories" SET "url_key" = "slug", "doc" = category_doc_with_slug_as_url_key("doc"), "updated_at" = now()
  WHERE "url_key" <> "slug" OR "doc"::text LIKE '%"url_key"%';
--> statement-breakpoint
DROP FUNCTION category_doc_with_slug_as_url_key(jsonb);
