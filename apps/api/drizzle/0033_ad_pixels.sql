CREATE TABLE "ad_pixel_events" (
	"id" uuid PRIMARY KEY NOT NULL,
	"banner_id" integer NOT NULL,
	"event" text NOT NULL,
	"owner" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "ad_pixel_events_banner" ON "ad_pixel_events" USING btree ("banner_id");