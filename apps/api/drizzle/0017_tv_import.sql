ALTER TABLE "channels" ADD COLUMN "tvg_id" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "group_title" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "stream_url" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "catchup_mode" text;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "catchup_source" text;--> statement-breakpoint
ALTER TABLE "epg_programs" ADD COLUMN "categories" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "epg_programs" ADD COLUMN "episode" jsonb;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_tvg_id_unique" UNIQUE("tvg_id");