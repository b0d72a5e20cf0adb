-- Search is told only of the listings it holds, and it holds no permanently closed one; the directory still
-- publishes those (inactive), so a change to their terms, or to a term's name they carry, is recorded here.
CREATE FUNCTION record_closed_listings_changed(ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_directory_changes(ARRAY(
    SELECT f.id FROM facilities f WHERE f.id = ANY(ids) AND f.status = 'permanently_closed'
    UNION SELECT p.id FROM providers p WHERE p.id = ANY(ids) AND p.status = 'permanently_closed'
  ));
END $$;--> statement-breakpoint
CREATE FUNCTION record_closed_listing_terms_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'facility_terms' AND TG_OP = 'INSERT' THEN
    PERFORM record_closed_listings_changed(ARRAY(SELECT facility_id FROM new_rows));
  ELSIF TG_TABLE_NAME = 'facility_terms' THEN
    PERFORM record_closed_listings_changed(ARRAY(SELECT facility_id FROM old_rows));
  ELSIF TG_OP = 'INSERT' THEN
    PERFORM record_closed_listings_changed(ARRAY(SELECT provider_id FROM new_rows));
  ELSE
    PERFORM record_closed_listings_changed(ARRAY(SELECT provider_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER facility_terms_made_closed AFTER INSERT ON facility_terms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_closed_listing_terms_changed();--> statement-breakpoint
CREATE TRIGGER facility_terms_removed_closed AFTER DELETE ON facility_terms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_closed_listing_terms_changed();--> statement-breakpoint
CREATE TRIGGER provider_terms_made_closed AFTER INSERT ON provider_terms
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_closed_listing_terms_changed();--> statement-breakpoint
CREATE TRIGGER provider_terms_removed_closed AFTER DELETE ON provider_terms
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_closed_listing_terms_changed();--> statement-breakpoint
-- A merged facility type moves facilities to another type without touching their updated_at.
CREATE FUNCTION record_closed_facility_types_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM record_closed_listings_changed(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.facility_type_id IS DISTINCT FROM o.facility_type_id
  ));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER facilities_type_changed_closed AFTER UPDATE ON facilities
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_closed_facility_types_changed();--> statement-breakpoint
-- The listings that carry any of the terms: as their type, or among their services and specialties.
CREATE FUNCTION listings_carrying(term_ids integer[]) RETURNS uuid[] LANGUAGE sql STABLE AS $$
  SELECT ARRAY(
    SELECT f.id FROM facilities f WHERE f.facility_type_id = ANY(term_ids)
    UNION SELECT ft.facility_id FROM facility_terms ft WHERE ft.term_id = ANY(term_ids)
    UNION SELECT pt.provider_id FROM provider_terms pt WHERE pt.term_id = ANY(term_ids)
  )
$$;--> statement-breakpoint
DROP TRIGGER taxonomy_terms_slug_changed ON taxonomy_terms;--> statement-breakpoint
DROP FUNCTION record_term_slug_changes();--> statement-breakpoint
-- A term's slug is its code in every listing that carries it; its name is its display there, of which
-- search tells the open listings' changes but not the closed ones'.
CREATE FUNCTION record_term_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  new_slugs integer[] := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.slug IS DISTINCT FROM o.slug
  );
  new_names integer[] := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.name IS DISTINCT FROM o.name
  );
BEGIN
  -- Not called with no terms: planned for any list, the lookups would read whole tables for an empty one.
  IF cardinality(new_slugs) > 0 THEN
    PERFORM record_directory_changes(listings_carrying(new_slugs));
  END IF;
  IF cardinality(new_names) > 0 THEN
    PERFORM record_closed_listings_changed(listings_carrying(new_names));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER taxonomy_terms_codes_changed AFTER UPDATE ON taxonomy_terms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_term_changes();
