ALTER TABLE "purchase_prices" ADD COLUMN "periods" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "intro_price_id" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "intro_amount_minor" integer;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "intro_periods_left" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "purchase_prices" ADD CONSTRAINT "purchase_prices_periods" CHECK ("purchase_prices"."periods" = 1 or ("purchase_prices"."periods" > 1 and "purchase_prices"."type" = 'intro'));--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_intro" CHECK ("subscriptions"."intro_periods_left" >= 0 and ("subscriptions"."intro_periods_left" = 0 or ("subscriptions"."intro_price_id" is not null and "subscriptions"."intro_amount_minor" is not null)));