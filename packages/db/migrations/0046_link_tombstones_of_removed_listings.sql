-- A doctor's link removed with its facility or doctor (a cascade) is seen after the listing's row is gone,
-- when whether it was a demo listing can no longer be read: such links are kept as tombstones before the
-- listing's row goes, and the links' own trigger keeps those of listings still there.
CREATE OR REPLACE FUNCTION record_directory_removals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'provider_facilities' THEN
    INSERT INTO directory_removals (id, kind, removed_at)
      SELECT DISTINCT affiliation_id(o.provider_id, o.facility_id), 'affiliation', now() FROM old_rows o
      WHERE EXISTS (SELECT 1 FROM providers p WHERE p.id = o.provider_id AND NOT p.is_demo)
        AND EXISTS (SELECT 1 FROM facilities f WHERE f.id = o.facility_id AND NOT f.is_demo)
      ON CONFLICT (id) DO UPDATE SET removed_at = excluded.removed_at;
  ELSE
    INSERT INTO directory_removals (id, kind, removed_at)
      SELECT o.id, CASE TG_TABLE_NAME WHEN 'facilities' THEN 'facility' ELSE 'provider' END, now()
      FROM old_rows o WHERE NOT o.is_demo
      ON CONFLICT (id) DO UPDATE SET removed_at = excluded.removed_at;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION record_removed_listings_links() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT OLD.is_demo THEN
    INSERT INTO directory_removals (id, kind, removed_at)
      SELECT affiliation_id(pf.provider_id, pf.facility_id), 'affiliation', now()
      FROM provider_facilities pf
      JOIN providers p ON p.id = pf.provider_id AND NOT p.is_demo
      JOIN facilities f ON f.id = pf.facility_id AND NOT f.is_demo
      WHERE (TG_TABLE_NAME = 'facilities' AND pf.facility_id = OLD.id)
         OR (TG_TABLE_NAME = 'providers' AND pf.provider_id = OLD.id)
      ON CONFLICT (id) DO UPDATE SET removed_at = excluded.removed_at;
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER facilities_links_removed BEFORE DELETE ON facilities
  FOR EACH ROW EXECUTE FUNCTION record_removed_listings_links();--> statement-breakpoint
CREATE TRIGGER providers_links_removed BEFORE DELETE ON providers
  FOR EACH ROW EXECUTE FUNCTION record_removed_listings_links();
