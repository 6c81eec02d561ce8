CREATE TABLE "search_words" (
	"term" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- The planner estimates a trigram operator by running it on each sampled value of the column: on names and cast that
-- took longer than the search. Searches pick their indexes themselves, so these columns keep no statistics (a change
-- of type drops those gathered already).
ALTER TABLE "search_words" ALTER COLUMN "term" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "search_documents" ALTER COLUMN "names" SET STATISTICS 0, ALTER COLUMN "people" SET STATISTICS 0, ALTER COLUMN "names" TYPE text, ALTER COLUMN "people" TYPE text;--> statement-breakpoint
DROP INDEX "search_terms_term_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_words_term_trgm_idx" ON "search_words" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_names_russian_idx" ON "search_documents" USING gin ("names_russian") WITH (fastupdate=false);--> statement-breakpoint
INSERT INTO "search_words" ("term") SELECT DISTINCT "term" FROM "search_terms";
