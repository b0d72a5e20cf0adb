-- The notices on `directory_changed` say what changed, so an API process can bring its in-memory search index
-- up to date by reading just those listings (decision 0020):
--   'documents:<id>,<id>,…'  these listings' search documents were written or removed;
--   'documents:*'            more than fit in one notice (an import batch, a renamed type): read them all;
--   'lists:'                 a list entry (a taxonomy term or an old slug) changed;
-- A notice's payload holds at most 8,000 bytes: 150 ids of 37 bytes fit with room to spare.
CREATE FUNCTION announce_listings_changed(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 150 THEN
    PERFORM pg_notify('directory_changed', 'documents:*');
  ELSIF cardinality(ids) > 0 THEN
    PERFORM pg_notify('directory_changed', 'documents:' || array_to_string(ids, ','));
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION notify_search_documents_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM announce_listings_changed(ARRAY(SELECT id::text FROM old_rows));
  ELSE
    PERFORM announce_listings_changed(ARRAY(SELECT id::text FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_directory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('directory_changed', 'lists:');
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER search_documents_changed ON search_documents;--> statement-breakpoint
-- Refreshing a listing deletes its document and inserts it again; an update in place (ids kept) is one notice.
CREATE TRIGGER search_documents_inserted AFTER INSERT ON search_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_search_documents_changed();--> statement-breakpoint
CREATE TRIGGER search_documents_updated AFTER UPDATE ON search_documents
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_search_documents_changed();--> statement-breakpoint
CREATE TRIGGER search_documents_deleted AFTER DELETE ON search_documents
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_search_documents_changed();
--> statement-breakpoint
-- Opening hours are not in the search document, but "open now" filters by them: a change to a facility's
-- hours is announced as a change to its listing.
CREATE FUNCTION notify_opening_hours_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    PERFORM announce_listings_changed(ARRAY(SELECT DISTINCT facility_id::text FROM old_rows));
  ELSE
    PERFORM announce_listings_changed(ARRAY(SELECT DISTINCT facility_id::text FROM new_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER opening_hours_inserted AFTER INSERT ON opening_hours
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_hours_changed();--> statement-breakpoint
CREATE TRIGGER opening_hours_updated AFTER UPDATE ON opening_hours
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_hours_changed();--> statement-breakpoint
CREATE TRIGGER opening_hours_deleted AFTER DELETE ON opening_hours
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_opening_hours_changed();
