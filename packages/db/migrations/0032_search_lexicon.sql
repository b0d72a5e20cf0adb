CREATE TYPE "public"."site_language" AS ENUM('en', 'ha', 'yo', 'ig', 'pcm');--> statement-breakpoint
CREATE TABLE "search_lexicon" (
	"id" serial PRIMARY KEY NOT NULL,
	"phrase" text NOT NULL,
	"language" "site_language" NOT NULL,
	"term_id" integer NOT NULL,
	"reviewed_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "search_lexicon" ADD CONSTRAINT "search_lexicon_term_id_taxonomy_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."taxonomy_terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "search_lexicon_phrase_idx" ON "search_lexicon" USING btree ("language","phrase","term_id");--> statement-breakpoint
CREATE INDEX "search_lexicon_term_idx" ON "search_lexicon" USING btree ("term_id");--> statement-breakpoint
-- A lexicon phrase is one more name of the entry it means: its words join the entry's searchable words in the
-- listings' documents and the vocabulary, as the entry's names in the other languages do (term_search_text
-- adds only the words the English name and keywords lack).
CREATE FUNCTION term_lexicon(term_id integer) RETURNS jsonb LANGUAGE sql STABLE AS $$
  SELECT coalesce(jsonb_object_agg('lexicon-' || l.id, l.phrase), '{}'::jsonb)
  FROM search_lexicon l WHERE l.term_id = $1
$$;
--> statement-breakpoint
-- A phrase added, changed or removed rewrites the documents of the listings that carry the entries it meant
-- and means, and tells the API processes that the lists changed (their catalogue reads the phrases).
CREATE FUNCTION search_lexicon_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
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
  PERFORM pg_notify('directory_changed', 'lists:');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER search_lexicon_inserted AFTER INSERT ON search_lexicon
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_search_sync();
--> statement-breakpoint
CREATE TRIGGER search_lexicon_updated AFTER UPDATE ON search_lexicon
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_search_sync();
--> statement-breakpoint
CREATE TRIGGER search_lexicon_deleted AFTER DELETE ON search_lexicon
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION search_lexicon_search_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION refresh_facility_search(listing_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_documents WHERE id = ANY(listing_ids) AND kind = 'facility';
  INSERT INTO search_documents (
    id, kind, facility_id, name, name_key, document, state_id, lga_id, facility_type_id, ownership, level,
    latitude, longitude, average_rating, reviews_count, verified, status, phone, term_ids, insurance_ids,
    keywords_key
  )
  SELECT f.id, 'facility', f.id, f.name, search_name_key(f.name),
    setweight(to_tsvector('simple', search_words(concat_ws(' ', f.name, f.keywords))), 'A')
      || setweight(to_tsvector('simple', search_words(concat_ws(' ', term_search_text(facility_type.name, facility_type.keywords, facility_type.names || term_lexicon(facility_type.id)), terms.described))), 'B')
      || setweight(to_tsvector('simple', search_words(concat_ws(' ', lga.name, state.name, f.ward, terms.insurance))), 'C')
      || setweight(to_tsvector('simple', search_words(f.address)), 'D'),
    f.state_id, f.lga_id, f.facility_type_id, f.ownership, f.level, f.latitude, f.longitude,
    f.average_rating, f.reviews_count, f.last_verified_at IS NOT NULL, f.status, f.phones[1],
    coalesce(terms.ids, '{}'), coalesce(terms.insurance_ids, '{}'),
    search_name_key(f.keywords)
  FROM facilities f
  LEFT JOIN taxonomy_terms facility_type ON facility_type.id = f.facility_type_id
  LEFT JOIN states state ON state.id = f.state_id
  LEFT JOIN lgas lga ON lga.id = f.lga_id
  LEFT JOIN (
    SELECT ft.facility_id, array_agg(t.id ORDER BY t.id) AS ids,
      array_agg(t.id ORDER BY t.id) FILTER (WHERE t.kind = 'insurance') AS insurance_ids,
      string_agg(term_search_text(t.name, t.keywords, t.names || term_lexicon(t.id)), ' ') FILTER (WHERE t.kind IN ('services', 'specialties')) AS described,
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
CREATE OR REPLACE FUNCTION refresh_provider_search(listing_ids uuid[]) RETURNS void LANGUAGE plpgsql AS $$
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
      string_agg(term_search_text(t.name, t.keywords, t.names || term_lexicon(t.id)), ' ') FILTER (WHERE t.kind IN ('specialties', 'practice-areas')) AS described,
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
CREATE OR REPLACE FUNCTION rebuild_search_vocabulary() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM search_vocabulary;
  INSERT INTO search_vocabulary (word, documents)
  SELECT word, sum(documents)::integer FROM (
    SELECT word, ndoc AS documents FROM ts_stat('SELECT document FROM search_documents')
    UNION ALL
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_words(term_search_text(name, keywords, names || term_lexicon(id)))))), 1
    FROM taxonomy_terms
    UNION ALL
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_words(name)))), 1 FROM states
    UNION ALL
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_words(name)))), 1 FROM lgas
  ) words
  GROUP BY word;
END
$$;
