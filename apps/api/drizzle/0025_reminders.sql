CREATE TABLE "reminders" (
	"profile_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"channel_id" integer NOT NULL,
	"original_id" text NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"language" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "reminders_profile_id_channel_id_original_id_pk" PRIMARY KEY("profile_id","channel_id","original_id")
);
--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_channel_id_original_id_epg_programs_channel_id_original_id_fk" FOREIGN KEY ("channel_id","original_id") REFERENCES "public"."epg_programs"("channel_id","original_id") ON DELETE cascade ON UPDATE cascade;--> statement-breakpoint
CREATE INDEX "reminders_programme_idx" ON "reminders" USING btree ("channel_id","original_id");