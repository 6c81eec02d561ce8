ALTER TABLE "collections" ADD COLUMN "search_names" text GENERATED ALWAYS AS (coalesce(name->>'rus', '') || ' ' || coalesce(name->>'eng', '') || ' ' || coalesce(name->>'hye', '')) STORED;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "search_names_russian" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, coalesce(name->>'rus', '') || ' ' || coalesce(name->>'eng', '') || ' ' || coalesce(name->>'hye', ''))) STORED;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "search_text_russian" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, coalesce(description->>'rus', '') || ' ' || coalesce(description->>'eng', '') || ' ' || coalesce(description->>'hye', ''))) STORED;--> statement-breakpoint
ALTER TABLE "collections" ADD COLUMN "search_names_simple" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name->>'rus', '') || ' ' || coalesce(name->>'eng', '') || ' ' || coalesce(name->>'hye', ''))) STORED;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "search_names" text GENERATED ALWAYS AS (coalesce(name->>'rus', '') || ' ' || coalesce(name->>'eng', '') || ' ' || coalesce(name->>'hye', '')) STORED;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "search_names_russian" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, coalesce(name->>'rus', '') || ' ' || coalesce(name->>'eng', '') || ' ' || coalesce(name->>'hye', ''))) STORED;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "search_text_russian" "tsvector" GENERATED ALWAYS AS (to_tsvector('russian'::regconfig, coalesce(description->>'rus', '') || ' ' || coalesce(description->>'eng', '') || ' ' || coalesce(description->>'hye', ''))) STORED;--> statement-breakpoint
ALTER TABLE "channels" ADD COLUMN "search_names_simple" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(name->>'rus', '') || ' ' || coalesce(name->>'eng', '') || ' ' || coalesce(name->>'hye', ''))) STORED;--> statement-breakpoint
CREATE INDEX "collections_search_text_idx" ON "collections" USING gin (("search_names_russian" || "search_text_russian")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "collections_search_simple_idx" ON "collections" USING gin ("search_names_simple") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "collections_search_names_trgm_idx" ON "collections" USING gin ("search_names" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "channels_search_text_idx" ON "channels" USING gin (("search_names_russian" || "search_text_russian")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "channels_search_simple_idx" ON "channels" USING gin ("search_names_simple") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "channels_search_names_trgm_idx" ON "channels" USING gin ("search_names" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
-- As for the search documents' names (migration 0037): searches pick their indexes, and the planner's estimate of a
-- trigram operator from sampled names would cost more than the search.
ALTER TABLE "channels" ALTER COLUMN "search_names" SET STATISTICS 0;--> statement-breakpoint
ALTER TABLE "collections" ALTER COLUMN "search_names" SET STATISTICS 0;
