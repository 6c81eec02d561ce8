CREATE TABLE "content_pages" (
	"alias" text PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"body" jsonb NOT NULL,
	"contacts" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "docs" (
	"id" integer PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"link" text,
	"body" jsonb,
	CONSTRAINT "docs_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "faq_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"answer" jsonb
);
--> statement-breakpoint
CREATE TABLE "promo_events" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"position" integer NOT NULL,
	"title" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"image" text NOT NULL,
	"media_view_alias" text NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	CONSTRAINT "promo_events_slug_unique" UNIQUE("slug")
);
