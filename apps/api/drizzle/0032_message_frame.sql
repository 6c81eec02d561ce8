ALTER TABLE "messages" ADD COLUMN "src" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "title" text;