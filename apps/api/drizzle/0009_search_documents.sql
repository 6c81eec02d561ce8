CREATE TABLE "search_documents" (
	"media_item_id" integer PRIMARY KEY NOT NULL,
	"names" text NOT NULL,
	"people" text NOT NULL,
	"names_russian" "tsvector" NOT NULL,
	"text_russian" "tsvector" NOT NULL,
	"names_simple" "tsvector" NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_media_item_id_media_items_id_fk" FOREIGN KEY ("media_item_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;