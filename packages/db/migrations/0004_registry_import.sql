CREATE TABLE "facility_duplicate_flags" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"duplicate_of_id" uuid NOT NULL,
	"distance_metres" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "registry_fingerprint" text;--> statement-breakpoint
ALTER TABLE "facility_duplicate_flags" ADD CONSTRAINT "facility_duplicate_flags_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_duplicate_flags" ADD CONSTRAINT "facility_duplicate_flags_duplicate_of_id_facilities_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "facility_duplicate_flags_pair_idx" ON "facility_duplicate_flags" USING btree ("facility_id","duplicate_of_id");