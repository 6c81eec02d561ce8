CREATE TABLE "purchase_options" (
	"seq_id" serial PRIMARY KEY NOT NULL,
	"usage_model" text NOT NULL,
	"service_id" integer,
	"media_item_id" integer,
	"quality" text DEFAULT 'HD' NOT NULL,
	"is_quick_purchase" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "purchase_options_target" CHECK (("purchase_options"."usage_model" = 'SERVICE' and "purchase_options"."service_id" is not null and "purchase_options"."media_item_id" is null) or ("purchase_options"."usage_model" <> 'SERVICE' and "purchase_options"."media_item_id" is not null and "purchase_options"."service_id" is null))
);
--> statement-breakpoint
CREATE TABLE "purchase_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"profile_id" uuid,
	"seq_id" integer NOT NULL,
	"price_id" integer NOT NULL,
	"usage_model" text NOT NULL,
	"service_id" integer,
	"media_item_id" integer,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "purchase_prices" (
	"price_id" serial PRIMARY KEY NOT NULL,
	"seq_id" integer NOT NULL,
	"duration" integer,
	"duration_unit" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"type" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"original_amount_minor" integer,
	"currency" text DEFAULT 'RUB' NOT NULL,
	CONSTRAINT "purchase_prices_amount" CHECK ("purchase_prices"."amount_minor" >= 0),
	CONSTRAINT "purchase_prices_period" CHECK (("purchase_prices"."duration" is null) = ("purchase_prices"."duration_unit" is null) and ("purchase_prices"."duration" is null or "purchase_prices"."duration" > 0))
);
--> statement-breakpoint
ALTER TABLE "account_entitlements" ALTER COLUMN "service_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "account_entitlements" ALTER COLUMN "ends_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "balance_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "balance_currency" text DEFAULT 'RUB' NOT NULL;--> statement-breakpoint
ALTER TABLE "account_entitlements" ADD COLUMN "media_item_id" integer;--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD CONSTRAINT "purchase_orders_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_prices" ADD CONSTRAINT "purchase_prices_seq_id_purchase_options_seq_id_fk" FOREIGN KEY ("seq_id") REFERENCES "public"."purchase_options"("seq_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "purchase_options_service_idx" ON "purchase_options" USING btree ("service_id");--> statement-breakpoint
CREATE INDEX "purchase_options_item_idx" ON "purchase_options" USING btree ("media_item_id");--> statement-breakpoint
CREATE INDEX "purchase_orders_account_idx" ON "purchase_orders" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "purchase_prices_option_idx" ON "purchase_prices" USING btree ("seq_id");--> statement-breakpoint
CREATE INDEX "account_entitlements_item_idx" ON "account_entitlements" USING btree ("account_id","media_item_id");--> statement-breakpoint
ALTER TABLE "account_entitlements" ADD CONSTRAINT "account_entitlements_one_target" CHECK (("account_entitlements"."service_id" is null) <> ("account_entitlements"."media_item_id" is null));