CREATE TABLE "directory_changes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "directory_removals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"removed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "directory_changes_changed_at_idx" ON "directory_changes" USING btree ("changed_at");--> statement-breakpoint
CREATE INDEX "directory_removals_kind_removed_at_idx" ON "directory_removals" USING btree ("kind","removed_at");--> statement-breakpoint
-- A doctor's link to a facility is published as a FHIR PractitionerRole whose id is made of the pair, so a
-- link removed and made again is the same role.
CREATE FUNCTION affiliation_id(provider_id uuid, facility_id uuid) RETURNS uuid LANGUAGE sql IMMUTABLE AS $$
  SELECT md5(provider_id::text || '/' || facility_id::text)::uuid
$$;--> statement-breakpoint
CREATE FUNCTION record_directory_changes(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO directory_changes (id, changed_at) SELECT DISTINCT unnest(ids), now()
  ON CONFLICT (id) DO UPDATE SET changed_at = excluded.changed_at
$$;--> statement-breakpoint
-- Whatever search is told of (a listing's row, hours, dated hours, terms, a term's name) is a change to what
-- the directory publishes of those listings too: 0041's announcement records it for both.
CREATE OR REPLACE FUNCTION announce_listings_changed(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 0 THEN
    INSERT INTO search_changes (listing_ids) VALUES (ids::uuid[]);
    PERFORM record_directory_changes(ids::uuid[]);
  END IF;
END $$;--> statement-breakpoint
-- The directory codes terms by slug, which search does not read: a new slug changes the listings that carry it.
CREATE FUNCTION record_term_slug_changes() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  term_ids integer[] := ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id WHERE n.slug IS DISTINCT FROM o.slug
  );
BEGIN
  IF cardinality(term_ids) > 0 THEN
    PERFORM record_directory_changes(ARRAY(
      SELECT f.id FROM facilities f WHERE f.facility_type_id = ANY(term_ids)
      UNION SELECT ft.facility_id FROM facility_terms ft WHERE ft.term_id = ANY(term_ids)
      UNION SELECT pt.provider_id FROM provider_terms pt WHERE pt.term_id = ANY(term_ids)
    ));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER taxonomy_terms_slug_changed AFTER UPDATE ON taxonomy_terms
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION record_term_slug_changes();--> statement-breakpoint
CREATE FUNCTION record_affiliations_made() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ids uuid[] := ARRAY(SELECT affiliation_id(provider_id, facility_id) FROM new_rows);
BEGIN
  PERFORM record_directory_changes(ids);
  DELETE FROM directory_removals WHERE id = ANY(ids);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER provider_facilities_made AFTER INSERT ON provider_facilities
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION record_affiliations_made();--> statement-breakpoint
-- Demo listings are never published, so their removal is not either.
CREATE FUNCTION record_directory_removals() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'provider_facilities' THEN
    INSERT INTO directory_removals (id, kind, removed_at)
      SELECT DISTINCT affiliation_id(o.provider_id, o.facility_id), 'affiliation', now() FROM old_rows o
      WHERE NOT EXISTS (SELECT 1 FROM providers p WHERE p.id = o.provider_id AND p.is_demo)
        AND NOT EXISTS (SELECT 1 FROM facilities f WHERE f.id = o.facility_id AND f.is_demo)
      ON CONFLICT (id) DO UPDATE SET removed_at = excluded.removed_at;
  ELSE
    INSERT INTO directory_removals (id, kind, removed_at)
      SELECT o.id, CASE TG_TABLE_NAME WHEN 'facilities' THEN 'facility' ELSE 'provider' END, now()
      FROM old_rows o WHERE NOT o.is_demo
      ON CONFLICT (id) DO UPDATE SET removed_at = excluded.removed_at;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER provider_facilities_removed AFTER DELETE ON provider_facilities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_directory_removals();--> statement-breakpoint
CREATE TRIGGER facilities_removed AFTER DELETE ON facilities
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_directory_removals();--> statement-breakpoint
CREATE TRIGGER providers_removed AFTER DELETE ON providers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION record_directory_removals();
