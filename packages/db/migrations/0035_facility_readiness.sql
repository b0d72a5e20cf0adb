CREATE TYPE "public"."readiness_confirmer" AS ENUM('facility', 'carefinder', 'visitors');--> statement-breakpoint
ALTER TYPE "public"."taxonomy_kind" ADD VALUE 'capabilities';--> statement-breakpoint
CREATE TABLE "facility_readiness" (
	"facility_id" uuid NOT NULL,
	"capability_id" integer NOT NULL,
	"confirmed_at" date NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"confirmed_by" "readiness_confirmer" NOT NULL,
	CONSTRAINT "facility_readiness_facility_id_capability_id_pk" PRIMARY KEY("facility_id","capability_id")
);
--> statement-breakpoint
ALTER TABLE "facility_readiness" ADD CONSTRAINT "facility_readiness_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "facility_readiness" ADD CONSTRAINT "facility_readiness_capability_id_taxonomy_terms_id_fk" FOREIGN KEY ("capability_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "facility_readiness_capability_idx" ON "facility_readiness" USING btree ("capability_id","confirmed_at");
