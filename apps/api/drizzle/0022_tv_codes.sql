CREATE TABLE "tv_codes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code_hash" text NOT NULL,
	"tv_session_id" uuid NOT NULL,
	"account_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"authorised_at" timestamp with time zone,
	"claimed_at" timestamp with time zone,
	CONSTRAINT "tv_codes_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "tv_codes" ADD CONSTRAINT "tv_codes_tv_session_id_sessions_id_fk" FOREIGN KEY ("tv_session_id") REFERENCES "public"."sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tv_codes" ADD CONSTRAINT "tv_codes_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tv_codes_session_idx" ON "tv_codes" USING btree ("tv_session_id","created_at");--> statement-breakpoint
CREATE INDEX "tv_codes_expires_idx" ON "tv_codes" USING btree ("expires_at");