ALTER TABLE "facilities" ADD COLUMN "keywords" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "keywords_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "search_documents" drop column "name_words";--> statement-breakpoint
ALTER TABLE "search_documents" ADD COLUMN "name_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, name_key || ' ' || keywords_key)) STORED;--> statement-breakpoint
CREATE INDEX "search_documents_name_words_idx" ON "search_documents" USING gin ("name_words");--> statement-breakpoint
-- A facility's keywords (abbreviations such as LASUTH) count as its name: in the document at weight A,
-- and in name_words for autocomplete.
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
      || setweight(to_tsvector('simple', search_words(concat_ws(' ', facility_type.name, facility_type.keywords, terms.described))), 'B')
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
