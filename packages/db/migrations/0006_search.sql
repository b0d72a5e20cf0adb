CREATE TABLE "search_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"facility_id" uuid,
	"provider_id" uuid,
	"name" text NOT NULL,
	"name_key" text NOT NULL,
	"document" "tsvector" NOT NULL,
	"name_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, name_key)) STORED,
	"state_id" integer,
	"lga_id" integer,
	"facility_type_id" integer,
	"ownership" "facility_ownership",
	"level" "facility_level",
	"latitude" double precision,
	"longitude" double precision,
	"average_rating" double precision,
	"reviews_count" integer NOT NULL,
	"verified" boolean NOT NULL,
	"status" "listing_status" NOT NULL,
	"phone" text,
	"term_ids" integer[] NOT NULL,
	"insurance_ids" integer[] NOT NULL,
	CONSTRAINT "search_documents_one_listing" CHECK (("search_documents"."facility_id" IS NULL) <> ("search_documents"."provider_id" IS NULL))
);
--> statement-breakpoint
CREATE TABLE "search_vocabulary" (
	"word" text PRIMARY KEY NOT NULL,
	"documents" integer DEFAULT 1 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "taxonomy_terms" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_documents" ADD CONSTRAINT "search_documents_provider_id_providers_id_fk" FOREIGN KEY ("provider_id") REFERENCES "public"."providers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_documents_document_idx" ON "search_documents" USING gin ("document");--> statement-breakpoint
CREATE INDEX "search_documents_name_words_idx" ON "search_documents" USING gin ("name_words");--> statement-breakpoint
CREATE INDEX "search_documents_term_ids_idx" ON "search_documents" USING gin ("term_ids");--> statement-breakpoint
CREATE INDEX "search_documents_name_key_idx" ON "search_documents" USING btree ("name_key" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "search_documents_facility_idx" ON "search_documents" USING btree ("facility_id");--> statement-breakpoint
CREATE INDEX "search_documents_provider_idx" ON "search_documents" USING btree ("provider_id");--> statement-breakpoint
CREATE INDEX "search_documents_state_lga_idx" ON "search_documents" USING btree ("state_id","lga_id");--> statement-breakpoint
CREATE INDEX "search_documents_latitude_longitude_idx" ON "search_documents" USING btree ("latitude","longitude");--> statement-breakpoint
CREATE INDEX "search_vocabulary_word_trgm_idx" ON "search_vocabulary" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Text as the search index holds it: lowercase, without accents.
CREATE FUNCTION search_words(value text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT lower(unaccent(coalesce(value, '')))
$$;
--> statement-breakpoint
CREATE FUNCTION search_name_key(value text) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT trim(regexp_replace(search_words(value), '[^a-z0-9]+', ' ', 'g'))
$$;
--> statement-breakpoint
-- Rewrites the search documents of these facilities from their current rows (a closed-for-good listing has none).
CREATE FUNCTION refresh_facility_search(listing_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE id = ANY(listing_ids) AND kind = 'facility';
  INSERT INTO search_documents (
    id, kind, facility_id, name, name_key, document, state_id, lga_id, facility_type_id, ownership, level,
    latitude, longitude, average_rating, reviews_count, verified, status, phone, term_ids, insurance_ids
  )
  SELECT f.id, 'facility', f.id, f.name, search_name_key(f.name),
    setweight(to_tsvector('simple', search_words(f.name)), 'A')
      || setweight(to_tsvector('simple', search_words(concat_ws(' ', facility_type.name, facility_type.keywords, terms.described))), 'B')
      || setweight(to_tsvector('simple', search_words(concat_ws(' ', lga.name, state.name, f.ward, terms.insurance))), 'C')
      || setweight(to_tsvector('simple', search_words(f.address)), 'D'),
    f.state_id, f.lga_id, f.facility_type_id, f.ownership, f.level, f.latitude, f.longitude,
    f.average_rating, f.reviews_count, f.last_verified_at IS NOT NULL, f.status, f.phones[1],
    coalesce(terms.ids, '{}'), coalesce(terms.insurance_ids, '{}')
  FROM facilities f
  LEFT JOIN taxonomy_terms facility_type ON facility_type.id = f.facility_type_id
  LEFT JOIN states state ON state.id = f.state_id
  LEFT JOIN lgas lga ON lga.id = f.lga_id
  LEFT JOIN (
    SELECT ft.facility_id, array_agg(t.id ORDER BY t.id) AS ids,
      array_agg(t.id ORDER BY t.id) FILTER (WHERE t.kind = 'insurance') AS insurance_ids,
      string_agg(concat_ws(' ', t.name, t.keywords), ' ') FILTER (WHERE t.kind IN ('services', 'specialties')) AS described,
      string_agg(t.name, ' ') FILTER (WHERE t.kind = 'insurance') AS insurance
    FROM facility_terms ft JOIN taxonomy_terms t ON t.id = ft.term_id
    WHERE ft.facility_id = ANY(listing_ids)
    GROUP BY ft.facility_id
  ) terms ON terms.facility_id = f.id
  WHERE f.id = ANY(listing_ids) AND f.status <> 'permanently_closed';
  INSERT INTO search_vocabulary (word)
  SELECT DISTINCT unnest(tsvector_to_array(d.document)) FROM search_documents d WHERE d.id = ANY(listing_ids)
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
CREATE FUNCTION refresh_provider_search(listing_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE id = ANY(listing_ids) AND kind = 'provider';
  INSERT INTO search_documents (
    id, kind, provider_id, name, name_key, document, state_id, lga_id, latitude, longitude,
    average_rating, reviews_count, verified, status, phone, term_ids, insurance_ids
  )
  SELECT p.id, 'provider', p.id, p.first_name || ' ' || p.last_name, search_name_key(p.first_name || ' ' || p.last_name),
    setweight(to_tsvector('simple', search_words(concat_ws(' ', p.title, p.first_name, p.last_name))), 'A')
      || setweight(to_tsvector('simple', search_words(terms.described)), 'B')
      || setweight(to_tsvector('simple', search_words(concat_ws(' ', lga.name, state.name, terms.treated))), 'C')
      || setweight(to_tsvector('simple', search_words(p.address)), 'D'),
    p.state_id, p.lga_id, p.latitude, p.longitude, p.average_rating, p.reviews_count,
    p.user_id IS NOT NULL, p.status, NULL,
    coalesce(terms.ids, '{}'), coalesce(terms.insurance_ids, '{}')
  FROM providers p
  LEFT JOIN states state ON state.id = p.state_id
  LEFT JOIN lgas lga ON lga.id = p.lga_id
  LEFT JOIN (
    SELECT pt.provider_id, array_agg(t.id ORDER BY t.id) AS ids,
      array_agg(t.id ORDER BY t.id) FILTER (WHERE t.kind = 'insurance') AS insurance_ids,
      string_agg(concat_ws(' ', t.name, t.keywords), ' ') FILTER (WHERE t.kind IN ('specialties', 'practice-areas')) AS described,
      string_agg(t.name, ' ') FILTER (WHERE t.kind IN ('conditions', 'procedures', 'insurance')) AS treated
    FROM provider_terms pt JOIN taxonomy_terms t ON t.id = pt.term_id
    WHERE pt.provider_id = ANY(listing_ids)
    GROUP BY pt.provider_id
  ) terms ON terms.provider_id = p.id
  WHERE p.id = ANY(listing_ids) AND p.status <> 'permanently_closed';
  INSERT INTO search_vocabulary (word)
  SELECT DISTINCT unnest(tsvector_to_array(d.document)) FROM search_documents d WHERE d.id = ANY(listing_ids)
  ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- Recounts the vocabulary: every word of the index, of the taxonomies and of the place names.
CREATE FUNCTION rebuild_search_vocabulary() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_vocabulary;
  INSERT INTO search_vocabulary (word, documents)
  SELECT word, sum(documents)::integer FROM (
    SELECT word, ndoc AS documents FROM ts_stat('SELECT document FROM search_documents')
    UNION ALL
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_words(concat_ws(' ', name, keywords))))), 1
    FROM taxonomy_terms
    UNION ALL
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_words(name)))), 1 FROM states
    UNION ALL
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_words(name)))), 1 FROM lgas
  ) words
  GROUP BY word;
END
$$;
--> statement-breakpoint
CREATE FUNCTION facilities_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_facility_search(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER facilities_search_insert AFTER INSERT ON facilities
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION facilities_search_sync();
--> statement-breakpoint
CREATE TRIGGER facilities_search_update AFTER UPDATE ON facilities
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION facilities_search_sync();
--> statement-breakpoint
CREATE FUNCTION facility_terms_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_facility_search(ARRAY(SELECT DISTINCT facility_id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER facility_terms_search_insert AFTER INSERT ON facility_terms
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION facility_terms_search_sync();
--> statement-breakpoint
CREATE TRIGGER facility_terms_search_delete AFTER DELETE ON facility_terms
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION facility_terms_search_sync();
--> statement-breakpoint
CREATE FUNCTION providers_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_provider_search(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER providers_search_insert AFTER INSERT ON providers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION providers_search_sync();
--> statement-breakpoint
CREATE TRIGGER providers_search_update AFTER UPDATE ON providers
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION providers_search_sync();
--> statement-breakpoint
CREATE FUNCTION provider_terms_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_provider_search(ARRAY(SELECT DISTINCT provider_id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER provider_terms_search_insert AFTER INSERT ON provider_terms
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION provider_terms_search_sync();
--> statement-breakpoint
CREATE TRIGGER provider_terms_search_delete AFTER DELETE ON provider_terms
  REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION provider_terms_search_sync();
--> statement-breakpoint
-- A renamed term, or new keywords, change the documents of every listing that carries it.
CREATE FUNCTION taxonomy_terms_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_facility_search(ARRAY(
    SELECT f.id FROM facilities f JOIN changed_rows c ON c.id = f.facility_type_id
    UNION SELECT ft.facility_id FROM facility_terms ft JOIN changed_rows c ON c.id = ft.term_id
  ));
  PERFORM refresh_provider_search(ARRAY(
    SELECT pt.provider_id FROM provider_terms pt JOIN changed_rows c ON c.id = pt.term_id
  ));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER taxonomy_terms_search_update AFTER UPDATE ON taxonomy_terms
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION taxonomy_terms_search_sync();
--> statement-breakpoint
SELECT refresh_facility_search(ARRAY(SELECT id FROM facilities));
--> statement-breakpoint
SELECT refresh_provider_search(ARRAY(SELECT id FROM providers));
--> statement-breakpoint
SELECT rebuild_search_vocabulary();
