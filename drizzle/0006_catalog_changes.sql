CREATE TABLE "catalog_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"tags" text[] NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
