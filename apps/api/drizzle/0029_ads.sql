CREATE TABLE "ad_break_plans" (
	"media_item_id" integer PRIMARY KEY NOT NULL,
	"breaks" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_events" (
	"impression_id" uuid NOT NULL,
	"event" text NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ad_events_impression_id_event_pk" PRIMARY KEY("impression_id","event")
);
--> statement-breakpoint
CREATE TABLE "ad_impressions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"creative_id" text NOT NULL,
	"owner" text NOT NULL,
	"media_item_id" integer NOT NULL,
	"slot" text NOT NULL,
	"served_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ad_settings" (
	"brand" text PRIMARY KEY NOT NULL,
	"provider" text NOT NULL,
	"vast_url" text,
	"is_test" boolean NOT NULL,
	"cap_per_hour" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_break_plans" ADD CONSTRAINT "ad_break_plans_media_item_id_media_items_id_fk" FOREIGN KEY ("media_item_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_events" ADD CONSTRAINT "ad_events_impression_id_ad_impressions_id_fk" FOREIGN KEY ("impression_id") REFERENCES "public"."ad_impressions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ad_impressions_owner_served" ON "ad_impressions" USING btree ("owner","served_at");--> statement-breakpoint
CREATE INDEX "ad_impressions_creative" ON "ad_impressions" USING btree ("creative_id");