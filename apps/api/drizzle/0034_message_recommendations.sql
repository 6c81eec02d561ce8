ALTER TABLE "messages" ADD COLUMN "media_view_alias" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "ab_test" boolean DEFAULT false NOT NULL;