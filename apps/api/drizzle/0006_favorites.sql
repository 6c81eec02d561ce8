CREATE TABLE "favorites" (
	"owner" text NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "favorites_owner_item_type_item_id_pk" PRIMARY KEY("owner","item_type","item_id")
);
--> statement-breakpoint
CREATE INDEX "favorites_recent_idx" ON "favorites" USING btree ("owner","created_at");