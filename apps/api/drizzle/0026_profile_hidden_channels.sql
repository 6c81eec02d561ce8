CREATE TABLE "profile_hidden_channels" (
	"profile_id" uuid NOT NULL,
	"channel_id" integer NOT NULL,
	CONSTRAINT "profile_hidden_channels_profile_id_channel_id_pk" PRIMARY KEY("profile_id","channel_id")
);
--> statement-breakpoint
ALTER TABLE "profile_hidden_channels" ADD CONSTRAINT "profile_hidden_channels_profile_id_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_hidden_channels" ADD CONSTRAINT "profile_hidden_channels_channel_id_channels_id_fk" FOREIGN KEY ("channel_id") REFERENCES "public"."channels"("id") ON DELETE cascade ON UPDATE no action;