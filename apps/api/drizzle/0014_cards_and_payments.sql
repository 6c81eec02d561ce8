CREATE TABLE "account_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"type" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"token" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"linked" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "card_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"account_id" uuid NOT NULL,
	"profile_id" uuid,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"bank_card_id" uuid,
	"acquirer_ref" text,
	"challenge_url" text,
	"decline" text,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"result" jsonb,
	"idempotency_key" text,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone,
	CONSTRAINT "card_payments_amount" CHECK ("card_payments"."amount_minor" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_orders" ADD COLUMN "card_payment_id" uuid;--> statement-breakpoint
ALTER TABLE "account_events" ADD CONSTRAINT "account_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_payments" ADD CONSTRAINT "card_payments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_events_account_idx" ON "account_events" USING btree ("account_id","id");--> statement-breakpoint
CREATE INDEX "bank_cards_account_idx" ON "bank_cards" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "card_payments_key_idx" ON "card_payments" USING btree ("account_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "card_payments_account_idx" ON "card_payments" USING btree ("account_id","created_at");--> statement-breakpoint
CREATE INDEX "card_payments_open_idx" ON "card_payments" USING btree ("status","created_at");