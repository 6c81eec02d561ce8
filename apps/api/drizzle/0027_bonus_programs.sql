CREATE TABLE "bonus_ledger" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"program_id" integer NOT NULL,
	"points" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "bonus_ledger_points" CHECK ("bonus_ledger"."points" <> 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_members" (
	"account_id" uuid NOT NULL,
	"program_id" integer NOT NULL,
	"login" text,
	"login_type" text,
	"registered_at" timestamp with time zone,
	"request_id" uuid,
	"request_action" text,
	"request_login" text,
	"request_login_type" text,
	"balance" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bonus_members_account_id_program_id_pk" PRIMARY KEY("account_id","program_id"),
	CONSTRAINT "bonus_members_balance" CHECK ("bonus_members"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "bonus_programs" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" jsonb NOT NULL,
	"required_login_type" text NOT NULL,
	"activation_terms" jsonb NOT NULL,
	"earn_percent" integer DEFAULT 0 NOT NULL,
	"welcome_points" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "bonus_programs_earn" CHECK ("bonus_programs"."earn_percent" between 0 and 100),
	CONSTRAINT "bonus_programs_welcome" CHECK ("bonus_programs"."welcome_points" >= 0)
);
--> statement-breakpoint
ALTER TABLE "purchase_prices" ADD COLUMN "bonus_program_id" integer;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_ledger" ADD CONSTRAINT "bonus_ledger_program_id_bonus_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."bonus_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_members" ADD CONSTRAINT "bonus_members_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bonus_members" ADD CONSTRAINT "bonus_members_program_id_bonus_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."bonus_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bonus_ledger_member_idx" ON "bonus_ledger" USING btree ("account_id","program_id","created_at");--> statement-breakpoint
ALTER TABLE "purchase_prices" ADD CONSTRAINT "purchase_prices_bonus_program_id_bonus_programs_id_fk" FOREIGN KEY ("bonus_program_id") REFERENCES "public"."bonus_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "purchase_prices" ADD CONSTRAINT "purchase_prices_bonus" CHECK (("purchase_prices"."type" = 'bonus') = ("purchase_prices"."bonus_program_id" is not null));