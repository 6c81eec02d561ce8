CREATE TABLE "profile_pins" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"pin_hash" text,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"icon_id" integer NOT NULL,
	"default_age_limit_id" integer NOT NULL,
	"max_age_limit_id" integer NOT NULL,
	"is_erotic_allowed" boolean DEFAULT false NOT NULL,
	"is_notifications_allowed" boolean DEFAULT true NOT NULL,
	"is_purchase_pin_required" boolean DEFAULT false NOT NULL,
	"allowed_from" text,
	"allowed_to" text,
	"max_view_time" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "viewed_time" ADD COLUMN "profile_id" uuid;--> statement-breakpoint
ALTER TABLE "profile_pins" ADD CONSTRAINT "profile_pins_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "profiles_account_idx" ON "profiles" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profiles_one_master_idx" ON "profiles" USING btree ("account_id") WHERE type = 'master';--> statement-breakpoint
CREATE INDEX "viewed_time_profile_idx" ON "viewed_time" USING btree ("profile_id","reported_at");