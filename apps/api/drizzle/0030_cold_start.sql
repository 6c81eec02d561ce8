CREATE TABLE "cold_start_results" (
	"owner" text PRIMARY KEY NOT NULL,
	"genre_ids" integer[] NOT NULL,
	"content_ids" integer[] NOT NULL,
	"saved_at" timestamp with time zone NOT NULL
);
