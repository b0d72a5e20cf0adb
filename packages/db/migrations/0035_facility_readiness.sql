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
CREATE INDEX "facility_readiness_capability_idx" ON "facility_readiness" USING btree ("capability_id","confirmed_at");--> statement-breakpoint
-- Readiness is not in the search document, but the capability filter reads it: a change to a facility's
-- readiness is announced as a change to its listing, as its opening hours are (migration 0024).
CREATE FUNCTION notify_facility_readiness_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM announce_listings_changed(ARRAY(SELECT DISTINCT facility_id::text FROM old_rows));
  ELSE
    PERFORM announce_listings_changed(ARRAY(SELECT DISTINCT facility_id::text FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER facility_readiness_inserted AFTER INSERT ON facility_readiness
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_readiness_changed();--> statement-breakpoint
CREATE TRIGGER facility_readiness_updated AFTER UPDATE ON facility_readiness
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_readiness_changed();--> statement-breakpoint
CREATE TRIGGER facility_readiness_deleted AFTER DELETE ON facility_readiness
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_readiness_changed();
