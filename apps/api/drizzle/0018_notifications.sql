CREATE TABLE "account_event_counters" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"last_seq" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"profile_id" uuid,
	"event_type" text NOT NULL,
	"event_code" text NOT NULL,
	"display" jsonb,
	"item" jsonb,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	"shown_at" timestamp with time zone,
	"clicked_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "account_events_account_idx";--> statement-breakpoint
ALTER TABLE "account_events" ADD COLUMN "seq" bigint;--> statement-breakpoint
UPDATE "account_events" SET "seq" = "numbered"."seq" FROM (SELECT "id", row_number() OVER (PARTITION BY "account_id" ORDER BY "id") AS "seq" FROM "account_events") AS "numbered" WHERE "account_events"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "account_events" ALTER COLUMN "seq" SET NOT NULL;--> statement-breakpoint
INSERT INTO "account_event_counters" ("account_id", "last_seq") SELECT "account_id", max("seq") FROM "account_events" GROUP BY "account_id";--> statement-breakpoint
ALTER TABLE "account_events" ADD COLUMN "message_id" uuid;--> statement-breakpoint
ALTER TABLE "account_event_counters" ADD CONSTRAINT "account_event_counters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "messages" ADD CONSTRAINT "messages_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "messages_account_idx" ON "messages" USING btree ("account_id","created_at");--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_message_id_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_events_seq_idx" ON "account_events" USING btree ("account_id","seq");--> statement-breakpoint
ALTER TABLE "accounts" DROP COLUMN "unread_messages";