CREATE TABLE "catalog_state" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
