CREATE TABLE "account_entitlements" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"service_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"source_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_activations" (
	"promo_code_id" integer NOT NULL,
	"account_id" uuid NOT NULL,
	"activated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_code_activations_promo_code_id_account_id_pk" PRIMARY KEY("promo_code_id","account_id")
);
--> statement-breakpoint
CREATE TABLE "promo_code_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"service_id" integer,
	"grant_days" integer,
	"target_url" text,
	"message" jsonb NOT NULL,
	"submessage" jsonb,
	"valid_from" timestamp with time zone DEFAULT now() NOT NULL,
	"valid_until" timestamp with time zone,
	"max_activations" integer,
	"activations" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "promo_codes_code_unique" UNIQUE("code"),
	CONSTRAINT "promo_codes_code_normalised" CHECK ("promo_codes"."code" = upper(btrim("promo_codes"."code")) and "promo_codes"."code" <> ''),
	CONSTRAINT "promo_codes_grant_complete" CHECK (("promo_codes"."service_id" is null) = ("promo_codes"."grant_days" is null)),
	CONSTRAINT "promo_codes_grants_something" CHECK ("promo_codes"."service_id" is not null or "promo_codes"."target_url" is not null),
	CONSTRAINT "promo_codes_grant_days_positive" CHECK ("promo_codes"."grant_days" is null or "promo_codes"."grant_days" > 0),
	CONSTRAINT "promo_codes_activations_within_max" CHECK ("promo_codes"."max_activations" is null or "promo_codes"."activations" <= "promo_codes"."max_activations")
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "view_pin_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_entitlements" ADD CONSTRAINT "account_entitlements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_activations" ADD CONSTRAINT "promo_code_activations_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_activations" ADD CONSTRAINT "promo_code_activations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_attempts" ADD CONSTRAINT "promo_code_attempts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_entitlements_account_idx" ON "account_entitlements" USING btree ("account_id","service_id","ends_at");--> statement-breakpoint
CREATE INDEX "promo_code_attempts_account_idx" ON "promo_code_attempts" USING btree ("account_id","created_at");