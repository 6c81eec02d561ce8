CREATE TABLE "ratings" (
	"owner" text NOT NULL,
	"media_item_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"rated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ratings_owner_media_item_id_pk" PRIMARY KEY("owner","media_item_id"),
	CONSTRAINT "ratings_rating_range" CHECK ("ratings"."rating" between 1 and 10)
);
