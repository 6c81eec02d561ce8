CREATE TABLE "voice_links" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"code" text,
	"code_expires_at" timestamp with time zone,
	"assistant_user_id" text,
	"linked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "voice_links" ADD CONSTRAINT "voice_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "voice_links_code_idx" ON "voice_links" USING btree ("code");