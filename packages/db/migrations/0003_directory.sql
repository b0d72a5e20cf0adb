CREATE TYPE "public"."facility_level" AS ENUM('primary', 'secondary', 'tertiary', 'unknown');--> statement-breakpoint
CREATE TYPE "public"."facility_ownership" AS ENUM('public', 'private', 'faith_based', 'ngo', 'military', 'unknown');--> statement-breakpoint
CREATE TYPE "public"."listing_status" AS ENUM('active', 'temporarily_closed', 'permanently_closed');--> statement-breakpoint
CREATE TYPE "public"."weekday" AS ENUM('SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY');--> statement-breakpoint
CREATE TYPE "public"."review_status" AS ENUM('published', 'hidden', 'removed');--> statement-breakpoint
CREATE TYPE "public"."review_vote_kind" AS ENUM('like', 'dislike');--> statement-breakpoint
CREATE TYPE "public"."taxonomy_kind" AS ENUM('facility-types', 'services', 'specialties', 'conditions', 'procedures', 'insurance', 'awards', 'qualities', 'practice-areas');--> statement-breakpoint
CREATE TABLE "facility_photos" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"url" text NOT NULL,
	"alt" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "facility_terms" (
	"facility_id" uuid NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "facility_terms_facility_id_term_id_pk" PRIMARY KEY("facility_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "opening_hours" (
	"facility_id" uuid NOT NULL,
	"day" "weekday" NOT NULL,
	"open" time NOT NULL,
	"close" time NOT NULL,
	"is_always_open" boolean DEFAULT false NOT NULL,
	"is_closed" boolean DEFAULT false NOT NULL,
	CONSTRAINT "opening_hours_facility_id_day_pk" PRIMARY KEY("facility_id","day")
);
--> statement-breakpoint
CREATE TABLE "provider_facilities" (
	"provider_id" uuid NOT NULL,
	"facility_id" uuid NOT NULL,
	CONSTRAINT "provider_facilities_provider_id_facility_id_pk" PRIMARY KEY("provider_id","facility_id")
);
--> statement-breakpoint
CREATE TABLE "provider_terms" (
	"provider_id" uuid NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "provider_terms_provider_id_term_id_pk" PRIMARY KEY("provider_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "providers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"gender" text,
	"bio" text,
	"professional_summary" text,
	"education" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"languages" text[] DEFAULT '{}'::text[] NOT NULL,
	"registration_number" text,
	"photo_url" text,
	"photo_alt" text,
	"state_id" integer,
	"lga_id" integer,
	"address" text,
	"latitude" double precision,
	"longitude" double precision,
	"average_rating" double precision,
	"reviews_count" integer DEFAULT 0 NOT NULL,
	"status" "listing_status" DEFAULT 'active' NOT NULL,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"review_id" uuid NOT NULL,
	"reporter_id" uuid NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_votes" (
	"review_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"vote" "review_vote_kind" NOT NULL,
	CONSTRAINT "review_votes_review_id_user_id_pk" PRIMARY KEY("review_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"facility_id" uuid,
	"provider_id" uuid,
	"author_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text NOT NULL,
	"status" "review_status" DEFAULT 'published' NOT NULL,
	"likes" integer DEFAULT 0 NOT NULL,
	"dislikes" integer DEFAULT 0 NOT NULL,
	"reply_text" text,
	"reply_author_id" uuid,
	"replied_at" timestamp with time zone,
	"is_demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_one_target" CHECK (("reviews"."facility_id" is null) <> ("reviews"."provider_id" is null)),
	CONSTRAINT "reviews_rating_range" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "taxonomy_terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" "taxonomy_kind" NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "facility_type_id" integer;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "ownership" "facility_ownership" DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "ownership_detail" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "level" "facility_level" DEFAULT 'unknown' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "nhfr_uid" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "nhfr_code" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "state_id" integer;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "lga_id" integer;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "ward" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "phones" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "website" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "average_rating" double precision;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "reviews_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "last_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "status" "listing_status" DEFAULT 'active' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "is_demo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "source_dataset" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "source_licence" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "source_id" text;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "source_last_updated" date;--> statement-breakpoint
ALTER TABLE "facility_photos" ADD CONSTRAINT "facility_photos_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_terms" ADD CONSTRAINT "facility_terms_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_terms" ADD CONSTRAINT "facility_terms_term_id_taxonomy_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "opening_hours" ADD CONSTRAINT "opening_hours_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_facilities" ADD CONSTRAINT "provider_facilities_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_facilities" ADD CONSTRAINT "provider_facilities_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_terms" ADD CONSTRAINT "provider_terms_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_terms" ADD CONSTRAINT "provider_terms_term_id_taxonomy_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_lga_id_lgas_id_fk" FOREIGN KEY ("lga_id") REFERENCES "public"."lgas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_votes" ADD CONSTRAINT "review_votes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reply_author_id_users_id_fk" FOREIGN KEY ("reply_author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_photos_facility_idx" ON "facility_photos" USING btree ("facility_id","position");--> statement-breakpoint
CREATE INDEX "facility_terms_term_idx" ON "facility_terms" USING btree ("term_id","facility_id");--> statement-breakpoint
CREATE INDEX "opening_hours_day_idx" ON "opening_hours" USING btree ("day");--> statement-breakpoint
CREATE INDEX "provider_facilities_facility_idx" ON "provider_facilities" USING btree ("facility_id","provider_id");--> statement-breakpoint
CREATE INDEX "provider_terms_term_idx" ON "provider_terms" USING btree ("term_id","provider_id");--> statement-breakpoint
CREATE UNIQUE INDEX "providers_user_idx" ON "providers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "providers_state_lga_idx" ON "providers" USING btree ("state_id","lga_id");--> statement-breakpoint
CREATE INDEX "providers_latitude_longitude_idx" ON "providers" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_reporter_idx" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_facility_idx" ON "reviews" USING btree ("author_id","facility_id") WHERE "reviews"."facility_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_author_provider_idx" ON "reviews" USING btree ("author_id","provider_id") WHERE "reviews"."provider_id" is not null;--> statement-breakpoint
CREATE INDEX "reviews_facility_created_idx" ON "reviews" USING btree ("facility_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_provider_created_idx" ON "reviews" USING btree ("provider_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "taxonomy_terms_kind_slug_idx" ON "taxonomy_terms" USING btree ("kind","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "taxonomy_terms_kind_name_idx" ON "taxonomy_terms" USING btree ("kind","name");--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_facility_type_id_taxonomy_terms_id_fk" FOREIGN KEY ("facility_type_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_state_id_states_id_fk" FOREIGN KEY ("state_id") REFERENCES "public"."states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facilities" ADD CONSTRAINT "facilities_lga_id_lgas_id_fk" FOREIGN KEY ("lga_id") REFERENCES "public"."lgas"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_nhfr_uid_idx" ON "facilities" USING btree ("nhfr_uid");--> statement-breakpoint
CREATE UNIQUE INDEX "facilities_source_idx" ON "facilities" USING btree ("source_dataset","source_id");--> statement-breakpoint
CREATE INDEX "facilities_state_lga_idx" ON "facilities" USING btree ("state_id","lga_id");--> statement-breakpoint
CREATE INDEX "facilities_type_idx" ON "facilities" USING btree ("facility_type_id");--> statement-breakpoint
CREATE INDEX "facilities_latitude_longitude_idx" ON "facilities" USING btree ("latitude","longitude");