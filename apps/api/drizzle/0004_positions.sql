CREATE TABLE "media_positions" (
	"owner" text NOT NULL,
	"media_item_id" integer NOT NULL,
	"timepoint" integer NOT NULL,
	"is_viewed" boolean NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_positions_owner_media_item_id_pk" PRIMARY KEY("owner","media_item_id")
);
--> statement-breakpoint
CREATE TABLE "viewed_time" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid,
	"session_id" uuid NOT NULL,
	"seconds" integer NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "problem_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"reasons" text[] NOT NULL,
	"content_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"position" integer NOT NULL,
	"playback_session_id" text NOT NULL,
	"url" text NOT NULL,
	"user_agent" text NOT NULL,
	"account_id" uuid,
	"session_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_positions" ADD CONSTRAINT "media_positions_media_item_id_media_items_id_fk" FOREIGN KEY ("media_item_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_time" ADD CONSTRAINT "viewed_time_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "viewed_time" ADD CONSTRAINT "viewed_time_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "problem_reports" ADD CONSTRAINT "problem_reports_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_positions_recent_idx" ON "media_positions" USING btree ("owner","updated_at");--> statement-breakpoint
CREATE INDEX "viewed_time_account_idx" ON "viewed_time" USING btree ("account_id","reported_at");--> statement-breakpoint
CREATE INDEX "problem_reports_created_idx" ON "problem_reports" USING btree ("created_at");