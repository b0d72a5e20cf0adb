CREATE TABLE "search_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "search_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"transaction_id" "xid8" DEFAULT pg_current_xact_id() NOT NULL,
	"listing_ids" uuid[],
	"recorded_at" timestamp with time zone DEFAULT clock_timestamp() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_changes_transaction_idx" ON "search_changes" USING btree ("transaction_id");--> statement-breakpoint
CREATE INDEX "search_changes_recorded_at_idx" ON "search_changes" USING btree ("recorded_at");--> statement-breakpoint
-- What search reads is announced by a row here rather than a NOTIFY (decision 0041): a row is read through a
-- transaction-pooling PgBouncer and on a streaming replica, and by a process that fell behind, where a notice
-- would need a LISTEN connection to the primary and be lost by a process not listening. However many
-- listings a statement touches, their ids are recorded: no "read them all".
CREATE OR REPLACE FUNCTION announce_listings_changed(ids text[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF cardinality(ids) > 0 THEN
    INSERT INTO search_changes (listing_ids) VALUES (ids::uuid[]);
  END IF;
END $$;--> statement-breakpoint
CREATE FUNCTION announce_lists_changed() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO search_changes (listing_ids) VALUES (NULL);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION notify_directory_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM announce_lists_changed();
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_lexicon_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  term_ids integer[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    term_ids := ARRAY(SELECT term_id FROM new_rows);
  ELSIF TG_OP = 'DELETE' THEN
    term_ids := ARRAY(SELECT term_id FROM old_rows);
  ELSE
    term_ids := ARRAY(SELECT term_id FROM new_rows UNION SELECT term_id FROM old_rows);
  END IF;
  PERFORM refresh_facility_search(ARRAY(
    SELECT f.id FROM facilities f WHERE f.facility_type_id = ANY(term_ids)
    UNION SELECT ft.facility_id FROM facility_terms ft WHERE ft.term_id = ANY(term_ids)
  ));
  PERFORM refresh_provider_search(ARRAY(
    SELECT pt.provider_id FROM provider_terms pt WHERE pt.term_id = ANY(term_ids)
  ));
  PERFORM announce_lists_changed();
  RETURN NULL;
END
$$;
