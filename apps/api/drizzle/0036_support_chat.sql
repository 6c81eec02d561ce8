CREATE TABLE "support_chat_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"chat_id" integer NOT NULL,
	"author" text NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "support_chats" (
	"id" serial PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"account_id" uuid,
	"session_id" uuid,
	"profile_id" uuid,
	"status" text DEFAULT 'open' NOT NULL,
	"awaiting_reply" boolean DEFAULT true NOT NULL,
	"viewer_read_id" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_message_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "support_chat_messages" ADD CONSTRAINT "support_chat_messages_chat_id_support_chats_id_fk" FOREIGN KEY ("chat_id") REFERENCES "public"."support_chats"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chats" ADD CONSTRAINT "support_chats_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chats" ADD CONSTRAINT "support_chats_session_id_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "support_chats" ADD CONSTRAINT "support_chats_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "support_chat_messages_chat_idx" ON "support_chat_messages" USING btree ("chat_id","id");--> statement-breakpoint
CREATE INDEX "support_chats_account_idx" ON "support_chats" USING btree ("account_id","brand");--> statement-breakpoint
CREATE INDEX "support_chats_session_idx" ON "support_chats" USING btree ("session_id","brand");--> statement-breakpoint
CREATE UNIQUE INDEX "support_chats_open_account_idx" ON "support_chats" USING btree ("account_id","brand") WHERE status = 'open' and account_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "support_chats_open_session_idx" ON "support_chats" USING btree ("session_id","brand") WHERE status = 'open' and account_id is null;--> statement-breakpoint
CREATE INDEX "support_chats_queue_idx" ON "support_chats" USING btree ("status","awaiting_reply","last_message_at");