CREATE TABLE "hours_exceptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"facility_id" uuid NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date NOT NULL,
	"is_closed" boolean NOT NULL,
	"open" time,
	"close" time,
	"reason" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
ALTER TABLE "hours_exceptions" ADD CONSTRAINT "hours_exceptions_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "hours_exceptions_facility_idx" ON "hours_exceptions" USING btree ("facility_id","ends_on");--> statement-breakpoint
-- Opening hours, readiness and dated hours are not in the search document, but search filters by them: a
-- change to any of a facility's rows in these tables is announced as a change to its listing. One function
-- for the three (it replaces 0024's, which said the same of opening hours).
CREATE FUNCTION notify_facility_part_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM announce_listings_changed(ARRAY(SELECT DISTINCT facility_id::text FROM old_rows));
  ELSE
    PERFORM announce_listings_changed(ARRAY(SELECT DISTINCT facility_id::text FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER opening_hours_inserted ON opening_hours;--> statement-breakpoint
DROP TRIGGER opening_hours_updated ON opening_hours;--> statement-breakpoint
DROP TRIGGER opening_hours_deleted ON opening_hours;--> statement-breakpoint
DROP FUNCTION notify_opening_hours_changed();--> statement-breakpoint
CREATE TRIGGER opening_hours_inserted AFTER INSERT ON opening_hours
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_part_changed();--> statement-breakpoint
CREATE TRIGGER opening_hours_updated AFTER UPDATE ON opening_hours
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_part_changed();--> statement-breakpoint
CREATE TRIGGER opening_hours_deleted AFTER DELETE ON opening_hours
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_part_changed();--> statement-breakpoint
CREATE TRIGGER facility_readiness_inserted AFTER INSERT ON facility_readiness
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_part_changed();--> statement-breakpoint
CREATE TRIGGER facility_readiness_updated AFTER UPDATE ON facility_readiness
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_part_changed();--> statement-breakpoint
CREATE TRIGGER facility_readiness_deleted AFTER DELETE ON facility_readiness
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_part_changed();--> statement-breakpoint
CREATE TRIGGER hours_exceptions_inserted AFTER INSERT ON hours_exceptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_part_changed();--> statement-breakpoint
CREATE TRIGGER hours_exceptions_updated AFTER UPDATE ON hours_exceptions
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_part_changed();--> statement-breakpoint
CREATE TRIGGER hours_exceptions_deleted AFTER DELETE ON hours_exceptions
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_facility_part_changed();
