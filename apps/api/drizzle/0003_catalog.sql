CREATE TABLE "media_block_items" (
	"media_block_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "media_block_items_media_block_id_position_pk" PRIMARY KEY("media_block_id","position")
);
--> statement-breakpoint
CREATE TABLE "media_blocks" (
	"id" integer PRIMARY KEY NOT NULL,
	"media_view_id" integer NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"tag" text,
	"name" jsonb NOT NULL,
	"sub_name" jsonb,
	"display_type" text,
	"target" jsonb,
	"custom_data" jsonb
);
--> statement-breakpoint
CREATE TABLE "media_views" (
	"id" integer PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "media_views_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "images" (
	"key" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"spec" jsonb,
	"data" "bytea",
	"mime" text,
	"width" integer,
	"height" integer
);
--> statement-breakpoint
CREATE TABLE "karaoke_artists" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "karaoke_artists_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "karaoke_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"artist_id" integer NOT NULL,
	"duration" integer NOT NULL,
	"age_limit_id" integer NOT NULL,
	"usage_model" text NOT NULL,
	"stream_id" text NOT NULL,
	"logo" text NOT NULL,
	CONSTRAINT "karaoke_items_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "media_item_countries" (
	"media_item_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "media_item_countries_media_item_id_country_id_pk" PRIMARY KEY("media_item_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "media_item_genres" (
	"media_item_id" integer NOT NULL,
	"genre_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "media_item_genres_media_item_id_genre_id_pk" PRIMARY KEY("media_item_id","genre_id")
);
--> statement-breakpoint
CREATE TABLE "media_item_persons" (
	"media_item_id" integer NOT NULL,
	"person_id" integer NOT NULL,
	"role" text NOT NULL,
	"character" jsonb,
	"position" integer NOT NULL,
	CONSTRAINT "media_item_persons_media_item_id_person_id_role_pk" PRIMARY KEY("media_item_id","person_id","role")
);
--> statement-breakpoint
CREATE TABLE "media_items" (
	"id" integer PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"original_name" text,
	"short_description" jsonb NOT NULL,
	"summary" jsonb NOT NULL,
	"year" integer,
	"duration" integer,
	"age_limit_id" integer NOT NULL,
	"rating" double precision,
	"category" text NOT NULL,
	"usage_model" text NOT NULL,
	"is_coming_soon" boolean DEFAULT false NOT NULL,
	"start_date" timestamp with time zone,
	"is_kupi_bilet" boolean DEFAULT false NOT NULL,
	"is_erotic" boolean DEFAULT false NOT NULL,
	"poster_bg_color" text NOT NULL,
	"series_id" integer,
	"season_id" integer,
	"order_number" integer,
	"short_name" jsonb,
	"intro_start" integer,
	"intro_end" integer,
	"stream_id" text,
	"trailer_stream_id" text,
	"logo" text NOT NULL,
	"background" text NOT NULL,
	"visit_card" text NOT NULL,
	"screenshots" text[] NOT NULL,
	"copyright_holder_logo_1" text,
	"copyright_holder_logo_2" text
);
--> statement-breakpoint
CREATE TABLE "persons" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"native_name" text,
	"photo_avatar" text NOT NULL,
	"birth_date" date,
	"death_date" date,
	CONSTRAINT "persons_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"id" integer PRIMARY KEY NOT NULL,
	"title" jsonb NOT NULL,
	"subtitle" jsonb,
	"summary" jsonb,
	"target" jsonb,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"labels" jsonb NOT NULL,
	"age_limit_id" integer,
	"rating" double precision,
	"advertiser_info" jsonb,
	"ad_pixel" jsonb,
	"media_files" jsonb NOT NULL,
	"is_clickable" boolean NOT NULL,
	"image" text NOT NULL,
	"image_mobile" text NOT NULL,
	"icon" text,
	"small_icon" text,
	"logo" text
);
--> statement-breakpoint
CREATE TABLE "collection_items" (
	"collection_id" integer NOT NULL,
	"position" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "collection_items_collection_id_position_pk" PRIMARY KEY("collection_id","position")
);
--> statement-breakpoint
CREATE TABLE "collections" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"logo" text NOT NULL,
	"copyright_holder_logo_1" text,
	"copyright_holder_logo_2" text,
	"position" integer NOT NULL,
	CONSTRAINT "collections_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "service_items" (
	"service_id" integer NOT NULL,
	"item_type" text NOT NULL,
	"item_id" integer NOT NULL,
	CONSTRAINT "service_items_service_id_item_type_item_id_pk" PRIMARY KEY("service_id","item_type","item_id")
);
--> statement-breakpoint
CREATE TABLE "services" (
	"id" integer PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" jsonb NOT NULL,
	"description_short" jsonb NOT NULL,
	"kind" text NOT NULL,
	"content_type" text NOT NULL,
	"parent_id" integer,
	"active" boolean NOT NULL,
	"promo_label_text" jsonb,
	"promo_label_color" text,
	"image" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "services_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "age_limits" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"age_value" integer NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"theme" text NOT NULL,
	"kind" text NOT NULL,
	"alias" text NOT NULL,
	"name" jsonb NOT NULL,
	"all_options_title" jsonb,
	"options" jsonb NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "genres" (
	"id" integer PRIMARY KEY NOT NULL,
	"alias" text NOT NULL,
	"name" jsonb NOT NULL,
	"themes" text[] NOT NULL,
	"image" text NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "genres_alias_unique" UNIQUE("alias")
);
--> statement-breakpoint
CREATE TABLE "production_countries" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" jsonb NOT NULL,
	CONSTRAINT "production_countries_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "channels" (
	"id" integer PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"number" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb NOT NULL,
	"age_limit_id" integer NOT NULL,
	"usage_model" text NOT NULL,
	"poster_bg_color" text NOT NULL,
	"stream_id" text NOT NULL,
	"is_tstv_allowed" boolean NOT NULL,
	"is_pltv_allowed" boolean NOT NULL,
	"is_catchup_allowed" boolean NOT NULL,
	"tstv_service_id" integer,
	"tstv_depth" integer NOT NULL,
	"pltv_max_duration" integer NOT NULL,
	"image" text NOT NULL,
	"logo" text NOT NULL,
	"full_logo" text NOT NULL,
	CONSTRAINT "channels_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "epg_programs" (
	"id" integer PRIMARY KEY NOT NULL,
	"original_id" text NOT NULL,
	"channel_id" integer NOT NULL,
	"name" jsonb NOT NULL,
	"description" jsonb,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"age_limit_id" integer NOT NULL,
	"tstv_valid_until" timestamp with time zone,
	"logo" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_block_items" ADD CONSTRAINT "media_block_items_media_block_id_media_blocks_id_fk" FOREIGN KEY ("media_block_id") REFERENCES "public"."media_blocks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_blocks" ADD CONSTRAINT "media_blocks_media_view_id_media_views_id_fk" FOREIGN KEY ("media_view_id") REFERENCES "public"."media_views"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karaoke_items" ADD CONSTRAINT "karaoke_items_artist_id_karaoke_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."karaoke_artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "karaoke_items" ADD CONSTRAINT "karaoke_items_age_limit_id_age_limits_id_fk" FOREIGN KEY ("age_limit_id") REFERENCES "public"."age_limits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_item_countries" ADD CONSTRAINT "media_item_countries_media_item_id_media_items_id_fk" FOREIGN KEY ("media_item_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_item_countries" ADD CONSTRAINT "media_item_countries_country_id_production_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."production_countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_item_genres" ADD CONSTRAINT "media_item_genres_media_item_id_media_items_id_fk" FOREIGN KEY ("media_item_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_item_genres" ADD CONSTRAINT "media_item_genres_genre_id_genres_id_fk" FOREIGN KEY ("genre_id") REFERENCES "public"."genres"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_item_persons" ADD CONSTRAINT "media_item_persons_media_item_id_media_items_id_fk" FOREIGN KEY ("media_item_id") REFERENCES "public"."media_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_item_persons" ADD CONSTRAINT "media_item_persons_person_id_persons_id_fk" FOREIGN KEY ("person_id") REFERENCES "public"."persons"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_items" ADD CONSTRAINT "media_items_age_limit_id_age_limits_id_fk" FOREIGN KEY ("age_limit_id") REFERENCES "public"."age_limits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "banners" ADD CONSTRAINT "banners_age_limit_id_age_limits_id_fk" FOREIGN KEY ("age_limit_id") REFERENCES "public"."age_limits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "collection_items" ADD CONSTRAINT "collection_items_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service_items" ADD CONSTRAINT "service_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "channels" ADD CONSTRAINT "channels_age_limit_id_age_limits_id_fk" FOREIGN KEY ("age_limit_id") REFERENCES "public"."age_limits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epg_programs" ADD CONSTRAINT "epg_programs_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "epg_programs" ADD CONSTRAINT "epg_programs_age_limit_id_age_limits_id_fk" FOREIGN KEY ("age_limit_id") REFERENCES "public"."age_limits"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_blocks_view_idx" ON "media_blocks" USING btree ("media_view_id","position");--> statement-breakpoint
CREATE INDEX "media_item_genres_genre_idx" ON "media_item_genres" USING btree ("genre_id");--> statement-breakpoint
CREATE INDEX "media_item_persons_person_idx" ON "media_item_persons" USING btree ("person_id");--> statement-breakpoint
CREATE UNIQUE INDEX "media_items_type_slug_idx" ON "media_items" USING btree ("type","slug");--> statement-breakpoint
CREATE INDEX "media_items_series_idx" ON "media_items" USING btree ("series_id","order_number");--> statement-breakpoint
CREATE INDEX "media_items_season_idx" ON "media_items" USING btree ("season_id","order_number");--> statement-breakpoint
CREATE INDEX "media_items_category_idx" ON "media_items" USING btree ("category","type");--> statement-breakpoint
CREATE INDEX "media_items_name_trgm_idx" ON "media_items" USING gin (("name"->>'rus') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "media_items_original_name_trgm_idx" ON "media_items" USING gin ("original_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "persons_name_trgm_idx" ON "persons" USING gin (("name"->>'rus') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "service_items_item_idx" ON "service_items" USING btree ("item_type","item_id");--> statement-breakpoint
CREATE UNIQUE INDEX "catalog_filters_theme_alias_idx" ON "catalog_filters" USING btree ("theme","kind","alias");--> statement-breakpoint
CREATE INDEX "genres_name_trgm_idx" ON "genres" USING gin (("name"->>'rus') gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "channels_name_trgm_idx" ON "channels" USING gin (("name"->>'rus') gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "epg_programs_channel_start_idx" ON "epg_programs" USING btree ("channel_id","start_time");--> statement-breakpoint
CREATE UNIQUE INDEX "epg_programs_original_idx" ON "epg_programs" USING btree ("channel_id","original_id");--> statement-breakpoint
CREATE INDEX "epg_programs_time_idx" ON "epg_programs" USING btree ("start_time","end_time");