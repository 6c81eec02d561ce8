CREATE TABLE "search_terms" (
	"term" text NOT NULL,
	"media_item_id" integer NOT NULL,
	"kind" text NOT NULL,
	CONSTRAINT "search_terms_term_media_item_id_kind_pk" PRIMARY KEY("term","media_item_id","kind")
);
--> statement-breakpoint
ALTER TABLE "search_terms" ADD CONSTRAINT "search_terms_media_item_id_media_items_id_fk" FOREIGN KEY ("media_item_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops);