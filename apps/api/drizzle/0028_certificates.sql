CREATE TABLE "certificate_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"service_id" integer,
	"days" integer,
	"credit_minor" integer,
	"price_minor" integer NOT NULL,
	"currency" text DEFAULT 'RUB' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "certificate_offers_one_kind" CHECK (("certificate_offers"."service_id" is not null and "certificate_offers"."days" > 0 and "certificate_offers"."credit_minor" is null) or ("certificate_offers"."service_id" is null and "certificate_offers"."days" is null and "certificate_offers"."credit_minor" > 0)),
	CONSTRAINT "certificate_offers_price" CHECK ("certificate_offers"."price_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "certificates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"code" text NOT NULL,
	"offer_id" integer,
	"name" jsonb NOT NULL,
	"service_id" integer,
	"days" integer,
	"credit_minor" integer,
	"currency" text NOT NULL,
	"buyer_account_id" uuid NOT NULL,
	"card_payment_id" uuid NOT NULL,
	"recipient_email" text,
	"message" text,
	"created_at" timestamp with time zone NOT NULL,
	"valid_until" timestamp with time zone NOT NULL,
	"activated_by" uuid,
	"activated_at" timestamp with time zone,
	CONSTRAINT "certificates_code_unique" UNIQUE("code"),
	CONSTRAINT "certificates_card_payment_id_unique" UNIQUE("card_payment_id"),
	CONSTRAINT "certificates_code_normalised" CHECK ("certificates"."code" ~ '^[A-Z0-9]+$'),
	CONSTRAINT "certificates_one_kind" CHECK (("certificates"."service_id" is not null and "certificates"."days" > 0 and "certificates"."credit_minor" is null) or ("certificates"."service_id" is null and "certificates"."days" is null and "certificates"."credit_minor" > 0))
);
--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_offer_id_certificate_offers_id_fk" FOREIGN KEY ("offer_id") REFERENCES "public"."certificate_offers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_buyer_account_id_accounts_id_fk" FOREIGN KEY ("buyer_account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_card_payment_id_card_payments_id_fk" FOREIGN KEY ("card_payment_id") REFERENCES "public"."card_payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_activated_by_accounts_id_fk" FOREIGN KEY ("activated_by") REFERENCES "public"."accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "certificates_buyer_idx" ON "certificates" USING btree ("buyer_account_id","created_at");--> statement-breakpoint
CREATE INDEX "certificates_activated_by_idx" ON "certificates" USING btree ("activated_by","activated_at");