DROP INDEX "search_terms_term_trgm_idx";--> statement-breakpoint
CREATE INDEX "search_documents_text_idx" ON "search_documents" USING gin (("names_russian" || "text_russian")) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_simple_idx" ON "search_documents" USING gin ("names_simple") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_names_trgm_idx" ON "search_documents" USING gin ("names" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_documents_people_trgm_idx" ON "search_documents" USING gin ("people" gin_trgm_ops) WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "search_terms_term_trgm_idx" ON "search_terms" USING gin ("term" gin_trgm_ops) WITH (fastupdate=false);