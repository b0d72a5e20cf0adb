-- A curated entry's names in Hausa, Yoruba, Igbo and Pidgin find the listings that carry it, as its English
-- name and keywords do ("kantin magani" finds pharmacies): one definition of an entry's searchable words,
-- used by the listings' documents and by the vocabulary spelling correction draws from. Only the words the
-- English name and keywords lack are added, so an English search ranks as before ("General hospital" in
-- Pidgin adds nothing; "Kantin magani" adds two words).
CREATE FUNCTION term_search_text(name text, keywords text, names jsonb) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT concat_ws(' ', name, keywords, (
    SELECT string_agg(word, ' ' ORDER BY first_seen)
    FROM (
      SELECT w.word, min(w.position) AS first_seen
      FROM jsonb_each_text(names) AS n(language, value),
        regexp_split_to_table(search_name_key(n.value), ' ') WITH ORDINALITY AS w(word, position)
      WHERE w.word <> ''
        AND NOT w.word = ANY (regexp_split_to_array(search_name_key(concat_ws(' ', name, keywords)), ' '))
      GROUP BY w.word
    ) new_words
  ))
$$;
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
      || setweight(to_tsvector('simple', search_words(concat_ws(' ', term_search_text(facility_type.name, facility_type.keywords, facility_type.names), terms.described))), 'B')
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
      string_agg(term_search_text(t.name, t.keywords, t.names), ' ') FILTER (WHERE t.kind IN ('services', 'specialties')) AS described,
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
      string_agg(term_search_text(t.name, t.keywords, t.names), ' ') FILTER (WHERE t.kind IN ('specialties', 'practice-areas')) AS described,
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
    SELECT unnest(tsvector_to_array(to_tsvector('simple', search_words(term_search_text(name, keywords, names))))), 1
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
SELECT refresh_facility_search(ARRAY(SELECT id FROM facilities));
--> statement-breakpoint
SELECT refresh_provider_search(ARRAY(SELECT id FROM providers));
--> statement-breakpoint
SELECT rebuild_search_vocabulary();
