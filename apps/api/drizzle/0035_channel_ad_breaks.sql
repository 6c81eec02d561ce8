CREATE TABLE "channel_ad_break_plans" (
	"channel_id" integer PRIMARY KEY NOT NULL,
	"breaks" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ad_impressions" ALTER COLUMN "media_item_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "ad_impressions" ADD COLUMN "channel_id" integer;--> statement-breakpoint
ALTER TABLE "channel_ad_break_plans" ADD CONSTRAINT "channel_ad_break_plans_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ad_impressions" ADD CONSTRAINT "ad_impressions_one_content" CHECK (("ad_impressions"."media_item_id" is null) <> ("ad_impressions"."channel_id" is null));